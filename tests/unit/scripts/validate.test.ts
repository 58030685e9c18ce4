// @vitest-environment node
// `npm run validate` as staff run it: a child process whose exit code and messages are the result.
// The runs are independent, so they start when the file starts, two at a time (each with its own
// config file, written first), and each test waits for the run it reads; two tests that read the
// same invocation (the repository's config, as it is) share that one run.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

/** "line L, column C" of the first `needle` in text. */
function placeIn(text: string, needle: string): string {
  const lines = text.slice(0, text.indexOf(needle)).split('\n');
  return `line ${lines.length}, column ${lines[lines.length - 1].length + 1}`;
}

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Two runs at a time (each as fast as one alone on two cores); the others wait their turn. */
let running = 0;
const waiting: (() => void)[] = [];
async function turn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Runs `tsx scripts/validate.ts ...args` with env added to the environment (without NODE_ENV unless given). */
function validateWith(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return turn(() => spawnValidate(env, args));
}

function spawnValidate(env: Record<string, string>, args: string[]): Promise<Run> {
  const { NODE_ENV: _, npm_config_production: __, ...rest } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, 'scripts/validate.ts', ...args], { cwd: root, env: { ...rest, ...env } });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    const timer = setTimeout(() => child.kill(), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const repoConfig = () => JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
/** Writes a config file into the file's temporary folder; returns its path and text. */
function writeConfig(name: string, cfg: unknown) {
  const file = join(dir, name);
  const text = JSON.stringify(cfg, null, 2);
  writeFileSync(file, text);
  return { file, text };
}

const broken = (() => {
  const cfg = repoConfig();
  cfg.home.sections[3].type = 'abuot-teaser';
  return writeConfig('broken.json', cfg);
})();
const noProgramDetail = (() => {
  const cfg = repoConfig();
  cfg.routes = cfg.routes.filter((r: { page: string }) => r.page !== 'program-detail');
  return writeConfig('other.json', cfg);
})();
const schoolsOwn = (() => {
  const cfg = repoConfig();
  cfg.site.erpLogin = {
    admin: 'https://erp.school.edu.np/Admin',
    teacher: 'https://erp.school.edu.np/Teacher',
    student: 'https://erp.school.edu.np/Student',
  };
  cfg.site.feedbackPassKey = 'k3y-from-the-erp';
  cfg.site.tcPassKey = 'tc-k3y-from-the-erp';
  cfg.site.alumniHashKey = 'hash-k3y-from-the-erp';
  return writeConfig('site.config.json', cfg);
})();

// Every run, started now.
const runs = {
  repo: validateWith({}),
  broken: validateWith({}, '--config', broken.file),
  siteConfigEnv: validateWith({ SITE_CONFIG: noProgramDetail.file }),
  productionEnv: validateWith({ NODE_ENV: 'production' }),
  productionFlag: validateWith({}, '--production'),
  schoolsOwnProduction: validateWith({ NODE_ENV: 'production' }, '--config', schoolsOwn.file),
};

describe('npm run validate', () => {
  it("exits 0 on the repository's config", { timeout: 100_000 }, async () => {
    const { code, out, err } = await runs.repo;
    expect(err).not.toContain('✗');
    expect(code).toBe(0);
    expect(out).toContain('✓ site.config.json is valid');
  });

  it('exits 1 on a broken config given with --config, naming the place in the file', { timeout: 100_000 }, async () => {
    const { code, err } = await runs.broken;
    expect(code).toBe(1);
    expect(err).toContain(
      `${relative(root, broken.file)} has 1 problem:\n✗ home.sections[3].type (${placeIn(broken.text, '"type": "abuot-teaser"')}): expected one of the registered types (`,
    );
    expect(err).toContain('found "abuot-teaser".\n  hint: did you mean "about-teaser"?');
  });

  it('checks the config SITE_CONFIG names, as the build reads it', { timeout: 100_000 }, async () => {
    const { code, err } = await runs.siteConfigEnv;
    expect(code).toBe(1);
    expect(err).toContain(
      `${relative(root, noProgramDetail.file)} has 1 problem:\n✗ routes (${placeIn(noProgramDetail.text, '"routes"')}): expected a route for the page kind "program-detail" (pages of the site link to it), found none.`,
    );
  });
});

describe('a production build refuses the demo placeholders', () => {
  it('names each placeholder key for production (NODE_ENV or --production), and only warns otherwise', { timeout: 200_000 }, async () => {
    const prod = await runs.productionEnv;
    expect(prod.code).toBe(1);
    const text = readFileSync(join(root, 'site.config.json'), 'utf8');
    const last = (key: string) => `"${key.split('.').pop()}"`;
    for (const key of [
      'site.erpLogin.admin',
      'site.erpLogin.teacher',
      'site.erpLogin.student',
      'site.feedbackPassKey',
      'site.tcPassKey',
      'site.alumniHashKey',
    ])
      expect(prod.err).toContain(`  ${key} (${placeIn(text, last(key))}): `);
    expect(prod.err).toContain('refused for production');
    expect((await runs.productionFlag).code).toBe(1);

    const demo = await runs.repo;
    expect(demo.code).toBe(0);
    expect(demo.err).toContain('a production build refuses them');
  });

  it("passes production with the school's own values", { timeout: 100_000 }, async () => {
    const { code, err } = await runs.schoolsOwnProduction;
    expect(err).not.toContain('✗');
    expect(code).toBe(0);
  });
});
