// @vitest-environment node
// The dev server's save endpoint as a plain function over a temporary project: it refuses other
// paths and broken content, and writes accepted content laid out like before.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Connect, ViteDevServer } from 'vite';
import { SAVE_PATH, handleStudioSave, hostAllowed, saveRefusal, studioSave, type SaveOptions } from '@scripts/build/vite/studio-save';
import { formatJson, lineDiff } from '@src/studio/format-json';

const repo = join(import.meta.dirname, '../../../../..');
let root: string;
let opts: SaveOptions;
let genTypes: Mock<() => Promise<{ ok: boolean; output: string }>>;
const configText = () => readFileSync(join(root, 'site.config.json'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-save-'));
  cpSync(join(repo, 'site.config.json'), join(root, 'site.config.json'));
  mkdirSync(join(root, 'schemas'));
  cpSync(join(repo, 'schemas/forms'), join(root, 'schemas/forms'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{}\n');
  genTypes = vi.fn<() => Promise<{ ok: boolean; output: string }>>(async () => ({ ok: true, output: '' }));
  opts = { root, genTypes };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('POST /__studio/save handler', () => {
  it('writes a valid config with only the changed line different, then regenerates types', async () => {
    const before = configText();
    const cfg = JSON.parse(before);
    cfg.home.sections[1].enabled = false;
    const r = await handleStudioSave({ file: 'site.config.json', content: cfg }, opts);
    expect(r).toEqual({ status: 200, body: { ok: true, file: 'site.config.json', changed: true, genTypes: 'ok', output: undefined } });
    const after = configText();
    expect(lineDiff(before, after)).toEqual({ removed: 1, added: 1 });
    expect(after.endsWith('}\n')).toBe(true);
    expect(JSON.parse(after)).toEqual(cfg);
    expect(genTypes).toHaveBeenCalledTimes(1);
  });

  it('refuses a broken config with the CLI messages and leaves the file alone', async () => {
    const before = configText();
    const cfg = JSON.parse(before);
    cfg.home.sections[3].type = 'abuot-teaser';
    const r = await handleStudioSave({ file: 'site.config.json', content: cfg }, opts);
    expect(r.status).toBe(422);
    expect(r.body.ok).toBe(false);
    expect(r.body.problems?.[0]).toMatch(/^✗ home\.sections\[3\]\.type: .*\n {2}hint: did you mean "about-teaser"\?$/);
    expect(configText()).toBe(before);
    expect(genTypes).not.toHaveBeenCalled();
  });

  it('refuses a config naming a form with no schema', async () => {
    const cfg = JSON.parse(configText());
    cfg.forms.survey = { submit: { kind: 'none' } };
    const r = await handleStudioSave({ file: 'site.config.json', content: cfg }, opts);
    expect(r.status).toBe(422);
    expect(r.body.problems?.join('\n')).toContain('forms.survey: expected a form with a schema in schemas/forms/');
  });

  it('refuses invalid JSON text', async () => {
    const r = await handleStudioSave({ file: 'site.config.json', content: '{ "site": ' }, opts);
    expect(r.status).toBe(400);
  });

  it.each([
    'package.json',
    '../site.config.json',
    'schemas/forms/../../package.json',
    'schemas/forms/Feedback.schema.json',
    'schemas/forms/feedback.json',
    'src/generated/site-config.ts',
    '/etc/passwd',
  ])('refuses to write %s', async (file) => {
    const r = await handleStudioSave({ file, content: {} }, opts);
    expect(r.status).toBe(403);
    expect(readFileSync(join(root, 'package.json'), 'utf8')).toBe('{}\n');
  });

  it('refuses a body without file and content', async () => {
    expect((await handleStudioSave(null, opts)).status).toBe(400);
    expect((await handleStudioSave({ file: 'site.config.json' }, opts)).status).toBe(400);
  });

  it('writes a form schema and uiSchema laid out like before', async () => {
    const path = join(root, 'schemas/forms/feedback.schema.json');
    const before = readFileSync(path, 'utf8');
    const schema = JSON.parse(before);
    // The label is { en, ne }: staff change the English one, the Nepali stays.
    schema.properties.Name.title = { ...schema.properties.Name.title, en: 'Your name' };
    const r = await handleStudioSave({ file: 'schemas/forms/feedback.schema.json', content: schema }, opts);
    expect(r.status).toBe(200);
    expect(lineDiff(before, readFileSync(path, 'utf8'))).toEqual({ removed: 1, added: 1 });
    const uiPath = join(root, 'schemas/forms/feedback.ui.json');
    const ui = JSON.parse(readFileSync(uiPath, 'utf8'));
    const uiBefore = readFileSync(uiPath, 'utf8');
    ui.Name['ui:widget'] = 'textarea';
    expect((await handleStudioSave({ file: 'schemas/forms/feedback.ui.json', content: ui }, opts)).status).toBe(200);
    const uiAfter = readFileSync(uiPath, 'utf8');
    expect(lineDiff(uiBefore, uiAfter)).toEqual({ removed: 1, added: 1 });
    expect(JSON.parse(uiAfter)).toEqual(ui);
  });

  it('refuses a form the schema checks reject, with their messages', async () => {
    const uiPath = join(root, 'schemas/forms/feedback.ui.json');
    const before = readFileSync(uiPath, 'utf8');
    const ui = JSON.parse(before);
    ui.Name['ui:widget'] = 'txet';
    const r = await handleStudioSave({ file: 'schemas/forms/feedback.ui.json', content: ui }, opts);
    expect(r.status).toBe(422);
    expect(r.body.problems).toEqual([
      expect.stringMatching(
        /^✗ schemas\/forms\/feedback\.ui\.json Name \(line \d+, column \d+\): expected a registered ui:widget .*found "txet"\.\n {2}hint: did you mean "text"\?$/,
      ),
    ]);
    // The line and column are those of the file as it would be saved: the widget's own line.
    const [, line, column] = /\(line (\d+), column (\d+)\)/.exec(r.body.problems?.[0] ?? '')!;
    const lines = formatJson(ui, before).split('\n');
    expect(lines[Number(line) - 1].slice(Number(column) - 1)).toMatch(/^"ui:widget": "txet"/);
    expect(readFileSync(uiPath, 'utf8')).toBe(before);
    const schema = JSON.parse(readFileSync(join(root, 'schemas/forms/feedback.schema.json'), 'utf8'));
    schema.properties.Name.type = 'strnig';
    expect((await handleStudioSave({ file: 'schemas/forms/feedback.schema.json', content: schema }, opts)).status).toBe(422);
    expect((await handleStudioSave({ file: 'schemas/forms/survey.ui.json', content: {} }, opts)).status).toBe(422);
    expect(existsSync(join(root, 'schemas/forms/survey.ui.json'))).toBe(false);
  });

  it('does not rewrite or regenerate when nothing changed', async () => {
    const cfg = JSON.parse(configText());
    const r = await handleStudioSave({ file: 'site.config.json', content: cfg }, opts);
    expect(r.body).toMatchObject({ ok: true, changed: false, genTypes: 'skipped' });
    expect(genTypes).not.toHaveBeenCalled();
  });

  it('writes to STUDIO_CONFIG_PATH-style targets when given one', async () => {
    const other = join(root, 'copy.json');
    cpSync(join(root, 'site.config.json'), other);
    const cfg = JSON.parse(configText());
    cfg.site.title = 'Another School';
    await handleStudioSave({ file: 'site.config.json', content: cfg }, { ...opts, configPath: other });
    expect(JSON.parse(readFileSync(other, 'utf8')).site.title).toBe('Another School');
    expect(JSON.parse(configText()).site.title).toBe('School');
  });
});

describe('who may save', () => {
  const json = 'application/json';
  it('takes a JSON save from this machine: the studio of this server, or a tool without an Origin', () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.1.2.3']) {
      expect(
        saveRefusal({ remoteAddress, contentType: json, origin: 'http://127.0.0.1:5173', host: '127.0.0.1:5173' }),
        remoteAddress,
      ).toBeNull();
    }
    expect(saveRefusal({ remoteAddress: '127.0.0.1', contentType: 'application/json; charset=utf-8', host: 'localhost:5173' })).toBeNull();
  });

  it('refuses a save from another machine, even with no Origin or a matching one', () => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1', undefined]) {
      expect(saveRefusal({ remoteAddress, contentType: json }), String(remoteAddress)).toMatch(/this machine only/);
      expect(saveRefusal({ remoteAddress, contentType: json, origin: 'http://192.168.1.2:5173', host: '192.168.1.2:5173' })).toMatch(
        /this machine only/,
      );
    }
  });

  it('refuses another site open in the browser, and a request that is not JSON (a plain form post)', () => {
    expect(saveRefusal({ remoteAddress: '127.0.0.1', contentType: json, origin: 'https://evil.example', host: '127.0.0.1:5173' })).toMatch(
      /studio of this server/,
    );
    expect(saveRefusal({ remoteAddress: '127.0.0.1', contentType: json, origin: 'null', host: '127.0.0.1:5173' })).toMatch(
      /studio of this server/,
    );
    expect(
      saveRefusal({ remoteAddress: '127.0.0.1', contentType: 'text/plain', origin: 'http://127.0.0.1:5173', host: '127.0.0.1:5173' }),
    ).toMatch(/JSON/);
  });

  it('refuses a request addressed to another name (DNS rebinding), even from this machine with a matching Origin', () => {
    // evil.example resolves to 127.0.0.1: its page is then same-origin with what it reaches.
    for (const host of ['evil.example:5173', 'evil.example', 'localhost.evil.example:5173', '192.168.1.20:5173', '', undefined]) {
      expect(
        saveRefusal({ remoteAddress: '127.0.0.1', contentType: json, origin: host ? `http://${host}` : undefined, host }),
        String(host),
      ).toMatch(/localhost, 127\.0\.0\.1, \[::1\]/);
    }
    for (const host of ['localhost:5173', 'LOCALHOST', 'studio.localhost:5173', '127.0.0.1:5173', '127.0.0.2', '[::1]:5173', 'localhost.'])
      expect(hostAllowed(host), host).toBe(true);
    // The names the development server is configured to answer for (server.allowedHosts).
    expect(hostAllowed('school.test:5173', ['school.test'])).toBe(true);
    expect(hostAllowed('a.school.test', ['.school.test'])).toBe(true);
    expect(hostAllowed('school.test', ['.school.test'])).toBe(true);
    expect(hostAllowed('evilschool.test', ['.school.test'])).toBe(false);
    expect(hostAllowed('a.school.test', ['school.test'])).toBe(false);
    expect(
      saveRefusal({ remoteAddress: '127.0.0.1', contentType: json, origin: 'http://school.test:5173', host: 'school.test:5173' }, [
        'school.test',
      ]),
    ).toBeNull();
  });
});

describe('the endpoint on the development server', () => {
  /** The plugin's endpoint on a plain server, as Vite mounts it, with the dev server's allowedHosts. */
  async function endpoint(allowedHosts: string[] | true) {
    let handler: Connect.NextHandleFunction | undefined;
    const fake = {
      middlewares: { use: (path: string, fn: Connect.NextHandleFunction) => path === SAVE_PATH && (handler = fn) },
      config: { server: { allowedHosts } },
      moduleGraph: { getModulesByFile: () => undefined, invalidateModule: () => undefined },
    } as unknown as ViteDevServer;
    const plugin = studioSave(root);
    (plugin.configureServer as (s: ViteDevServer) => void)(fake);
    const server = http.createServer((req, res) => handler!(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    const post = (host: string, origin?: string) =>
      new Promise<{ status: number; body: { problems?: string[] } }>((done, fail) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: SAVE_PATH,
            method: 'POST',
            headers: { host, 'content-type': 'application/json', ...(origin ? { origin } : {}) },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        req.on('error', fail);
        req.end('{}'); // no file named: an allowed request is refused as a bad body (400), writing nothing
      });
    return { post, port, close: () => new Promise((done) => server.close(done)) };
  }

  it('answers only requests addressed to this machine or a configured host, even with the host check off', async () => {
    const { post, port, close } = await endpoint(true);
    try {
      const rebound = await post(`evil.example:${port}`, `http://evil.example:${port}`);
      expect(rebound.status).toBe(403);
      expect(rebound.body.problems?.join()).toMatch(/localhost/);
      expect((await post(`localhost:${port}`, `http://localhost:${port}`)).status).toBe(400);
      expect((await post(`127.0.0.1:${port}`)).status).toBe(400);
    } finally {
      await close();
    }
    const configured = await endpoint(['school.test']);
    try {
      expect((await configured.post(`school.test:${configured.port}`, `http://school.test:${configured.port}`)).status).toBe(400);
      expect((await configured.post(`other.test:${configured.port}`)).status).toBe(403);
    } finally {
      await configured.close();
    }
  });
});
