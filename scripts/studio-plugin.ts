// The studio's save endpoint, on the development server only (`npm start`): POST /__studio/save
// with { file, content } writes site.config.json or one form's schema/uiSchema, after checking it
// again here with the same functions as `npm run validate` (parseSiteConfig, checkFormSchemas).
// The file is written laid out like before (src/studio/format-json.ts), so its git diff shows
// only the change; then `npm run gen:types` regenerates types and validators. Any other path is
// refused. STUDIO_CONFIG_PATH (else SITE_CONFIG) points the studio and the dev site at another
// config file (tests save into a temporary copy, never the real one).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { ConfigError, formatProblem } from '../src/config-check/config-error';
import { checkFormSchemas } from '../src/config-check/check-form-schemas';
import { parseSiteConfig } from '../src/config-check/parse-site-config';
import { formatJson } from '../src/studio/format-json';

export const SAVE_PATH = '/__studio/save';
const FORM_FILE = /^schemas\/forms\/([a-z][a-z0-9-]*)\.(schema|ui)\.json$/;

export interface SaveOptions {
  /** The project root. */
  root: string;
  /** site.config.json to read and write (default <root>/site.config.json). */
  configPath?: string;
  /** Where form schemas live (default <root>/schemas/forms). */
  formsDir?: string;
  /** Regenerates types after a write; default runs `npm run gen:types` in root. */
  genTypes?: () => Promise<{ ok: boolean; output: string }>;
}

export interface SaveResponse {
  status: number;
  body: { ok: boolean; file?: string; changed?: boolean; problems?: string[]; genTypes?: 'ok' | 'failed' | 'skipped'; output?: string };
}

function refuse(status: number, problems: string[]): SaveResponse {
  return { status, body: { ok: false, problems } };
}

function formNames(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.schema.json'))
        .map((f) => f.replace(/\.schema\.json$/, ''))
    : [];
}

export function runGenTypes(root: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '-s', 'gen:types'], { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => done({ ok: false, output: output + e.message }));
    child.on('close', (code) => done({ ok: code === 0, output }));
  });
}

/** Checks and writes one file. A plain function of the request body, so tests call it directly. */
export async function handleStudioSave(request: unknown, opts: SaveOptions): Promise<SaveResponse> {
  const root = resolve(opts.root);
  const configPath = opts.configPath ?? join(root, 'site.config.json');
  const formsDir = opts.formsDir ?? join(root, 'schemas/forms');
  const req = (typeof request === 'object' && request !== null ? request : {}) as { file?: unknown; content?: unknown };
  if (typeof req.file !== 'string' || req.content === undefined) return refuse(400, ['expected a JSON body { "file": "…", "content": … }']);

  let content: unknown = req.content;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content);
    } catch (e) {
      return refuse(400, [`✗ ${req.file}: expected valid JSON, found ${(e as Error).message}`]);
    }
  }

  let target: string;
  if (req.file === 'site.config.json') {
    target = configPath;
    try {
      parseSiteConfig(content, { file: 'site.config.json', forms: formNames(formsDir) });
    } catch (e) {
      if (e instanceof ConfigError) return refuse(422, e.problems.map(formatProblem));
      return refuse(422, [(e as Error).message]);
    }
  } else {
    const m = FORM_FILE.exec(req.file);
    if (!m)
      return refuse(403, [`the studio writes only site.config.json and schemas/forms/<name>.schema.json or .ui.json, not "${req.file}"`]);
    const [, name, kind] = m;
    if (typeof content !== 'object' || content === null || Array.isArray(content))
      return refuse(422, [`✗ ${req.file}: expected a JSON object`]);
    target = join(formsDir, `${name}.${kind}.json`);
    // checkFormSchemas reads a folder: check a copy of the forms with this file replaced, written
    // as it would be saved, so each problem's line and column are those of the file staff open.
    const scratch = mkdtempSync(join(tmpdir(), 'studio-forms-'));
    try {
      if (existsSync(formsDir)) cpSync(formsDir, scratch, { recursive: true });
      const saved = join(formsDir, `${name}.${kind}.json`);
      writeFileSync(
        join(scratch, `${name}.${kind}.json`),
        formatJson(content, existsSync(saved) ? readFileSync(saved, 'utf8') : undefined),
      );
      if (kind === 'ui' && !existsSync(join(scratch, `${name}.schema.json`)))
        return refuse(422, [`✗ ${req.file}: there is no schemas/forms/${name}.schema.json for it`]);
      const problems = checkFormSchemas(scratch).filter((p) => p.includes(`schemas/forms/${name}.`));
      if (problems.length) return refuse(422, problems);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  const original = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  const text = formatJson(content, original);
  const changed = text !== original;
  if (changed) writeFileSync(target, text);
  let genTypes: 'ok' | 'failed' | 'skipped' = 'skipped';
  let output: string | undefined;
  if (changed) {
    const r = await (opts.genTypes ?? (() => runGenTypes(root)))();
    genTypes = r.ok ? 'ok' : 'failed';
    if (!r.ok) output = r.output.slice(-2000);
  }
  return { status: 200, body: { ok: true, file: req.file, changed, genTypes, output } };
}

function readBody(req: IncomingMessage, limit = 5_000_000): Promise<string> {
  return new Promise((done, fail) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        fail(new Error('request too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function send(res: ServerResponse, r: SaveResponse): void {
  res.statusCode = r.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(r.body));
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or IPv4 written as IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether a request is addressed to this machine by a name only it can answer to: localhost (and
 * *.localhost, which browsers resolve to loopback themselves), 127.x.x.x, [::1], or a host the
 * development server is configured to answer for (Vite's server.allowedHosts: a name, or
 * '.name' for it and its subdomains). A page of another site that points its own DNS name at
 * 127.0.0.1 (DNS rebinding) sends that name, so it is refused here even where the development
 * server's own host check is off (allowedHosts: true).
 */
export function hostAllowed(host: string | undefined, allowedHosts: readonly string[] = []): boolean {
  const m = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::\d{1,5})?$/.exec(
    String(host ?? '')
      .trim()
      .toLowerCase(),
  );
  if (!m) return false;
  const name = (m[1] ?? m[2]).replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)) return true;
  return allowedHosts.some((h) => {
    const allowed = h.toLowerCase();
    return allowed.startsWith('.') ? name === allowed.slice(1) || name.endsWith(allowed) : name === allowed;
  });
}

/**
 * Who may save: a JSON request from this machine (the dev server may be reachable from the
 * network when HOST says so, and a save writes files), addressed to it by one of its own names
 * (hostAllowed), and, when a browser sends it, from a page of this same server (another site open
 * in the browser cannot write files). Null when allowed, else why not.
 */
export function saveRefusal(
  req: { remoteAddress?: string; contentType?: string; origin?: string; host?: string },
  allowedHosts: readonly string[] = [],
): string | null {
  if (!isLoopback(req.remoteAddress)) return 'saves are taken from this machine only';
  if (!hostAllowed(req.host, allowedHosts))
    return 'saves are taken only at localhost, 127.0.0.1, [::1] or a host in the dev server’s server.allowedHosts';
  if (!String(req.contentType ?? '').startsWith('application/json')) return 'only JSON requests may save';
  if (req.origin === undefined) return null; // a tool on this machine (curl), not a browser
  try {
    return new URL(req.origin).host === String(req.host).toLowerCase() ? null : 'only the studio of this server may save';
  } catch {
    return 'only the studio of this server may save';
  }
}

export function studioSave(root: string): Plugin {
  const other = process.env.STUDIO_CONFIG_PATH || process.env.SITE_CONFIG;
  const configOverride = other ? resolve(other) : undefined;
  const realConfig = join(root, 'site.config.json');
  const configPath = configOverride ?? realConfig;
  /** Files the studio just wrote (and gen:types rewrites): their change must not reload the studio. */
  let quietUntil = 0;
  let server: ViteDevServer | undefined;

  return {
    name: 'studio-save',
    apply: 'serve',
    // Before Vite's own resolver, so STUDIO_CONFIG_PATH replaces site.config.json.
    enforce: 'pre',
    config() {
      return configOverride ? { server: { fs: { allow: [root, dirname(configOverride)] } } } : undefined;
    },
    resolveId(source, importer) {
      // With STUDIO_CONFIG_PATH, the dev site reads that file wherever it imports site.config.json.
      if (!configOverride || !importer || !source.endsWith('site.config.json')) return null;
      const abs = resolve(dirname(importer.split('?')[0]), source);
      return abs === realConfig ? configOverride : null;
    },
    configureServer(s) {
      server = s;
      s.middlewares.use(SAVE_PATH, (req, res) => {
        if (req.method !== 'POST') return send(res, refuse(405, ['use POST']));
        const allowedHosts = s.config.server.allowedHosts;
        const refusal = saveRefusal(
          {
            remoteAddress: req.socket.remoteAddress,
            contentType: req.headers['content-type'],
            origin: req.headers.origin,
            host: req.headers.host,
          },
          Array.isArray(allowedHosts) ? allowedHosts : [],
        );
        if (refusal) return send(res, refuse(403, [refusal]));
        void (async () => {
          let body: unknown;
          try {
            body = JSON.parse(await readBody(req));
          } catch (e) {
            return send(res, refuse(400, [`expected a JSON body: ${(e as Error).message}`]));
          }
          quietUntil = Date.now() + 60_000;
          const result = await handleStudioSave(body, { root, configPath });
          if (result.body.ok && result.body.changed) {
            const file = typeof (body as { file?: unknown }).file === 'string' ? (body as { file: string }).file : '';
            const written = file === 'site.config.json' ? configPath : join(root, file);
            // Fresh page loads get the new file; the open studio keeps its state (no reload).
            for (const mod of server?.moduleGraph.getModulesByFile(written) ?? []) server?.moduleGraph.invalidateModule(mod);
          }
          quietUntil = Date.now() + 3_000;
          send(res, result);
        })();
      });
    },
    handleHotUpdate(ctx) {
      if (Date.now() > quietUntil) return;
      const file = resolve(ctx.file);
      const quiet =
        file === configPath || file.startsWith(join(root, 'schemas/forms') + '/') || file.startsWith(join(root, 'src/generated') + '/');
      if (!quiet) return;
      for (const mod of ctx.modules) ctx.server.moduleGraph.invalidateModule(mod);
      return [];
    },
  };
}
