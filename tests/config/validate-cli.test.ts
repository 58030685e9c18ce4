// @vitest-environment node
// `npm run validate` as staff run it: a child process whose exit code and messages are the result.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

/** "line L, column C" of the first `needle` in text. */
function placeIn(text: string, needle: string): string {
  const lines = text.slice(0, text.indexOf(needle)).split('\n');
  return `line ${lines.length}, column ${lines[lines.length - 1].length + 1}`;
}

function validate(...args: string[]) {
  return validateWith({}, ...args);
}

function validateWith(env: Record<string, string>, ...args: string[]) {
  const { NODE_ENV: _, npm_config_production: __, ...rest } = process.env;
  const run = spawnSync(process.execPath, [tsx, 'scripts/validate.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 90_000,
    env: { ...rest, ...env },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run validate', () => {
  it("exits 0 on the repository's config", { timeout: 100_000 }, () => {
    const { code, out, err } = validate();
    expect(err).not.toContain('✗');
    expect(code).toBe(0);
    expect(out).toContain('✓ site.config.json is valid');
  });

  it('exits 1 on a broken config given with --config, naming the place in the file', { timeout: 100_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    try {
      const cfg = JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
      cfg.home.sections[3].type = 'abuot-teaser';
      const file = join(dir, 'broken.json');
      const text = JSON.stringify(cfg, null, 2);
      writeFileSync(file, text);
      const { code, err } = validate('--config', file);
      expect(code).toBe(1);
      expect(err).toContain(
        `${relative(root, file)} has 1 problem:\n✗ home.sections[3].type (${placeIn(text, '"type": "abuot-teaser"')}): expected one of the registered types (`,
      );
      expect(err).toContain('found "abuot-teaser".\n  hint: did you mean "about-teaser"?');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks the config SITE_CONFIG names, as the build reads it', { timeout: 100_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    try {
      const cfg = JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
      cfg.routes = cfg.routes.filter((r: { page: string }) => r.page !== 'program-detail');
      const file = join(dir, 'other.json');
      const text = JSON.stringify(cfg, null, 2);
      writeFileSync(file, text);
      const { code, err } = validateWith({ SITE_CONFIG: file });
      expect(code).toBe(1);
      expect(err).toContain(
        `${relative(root, file)} has 1 problem:\n✗ routes (${placeIn(text, '"routes"')}): expected a route for the page kind "program-detail" (pages of the site link to it), found none.`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a production build refuses the demo placeholders', () => {
  it('names each placeholder key for production (NODE_ENV or --production), and only warns otherwise', { timeout: 200_000 }, () => {
    const prod = validateWith({ NODE_ENV: 'production' });
    expect(prod.code).toBe(1);
    const text = readFileSync(join(root, 'site.config.json'), 'utf8');
    const last = (key: string) => `"${key.split('.').pop()}"`;
    for (const key of ['site.erpLogin.admin', 'site.erpLogin.teacher', 'site.erpLogin.student', 'site.feedbackPassKey'])
      expect(prod.err).toContain(`  ${key} (${placeIn(text, last(key))}): `);
    expect(prod.err).toContain('refused for production');
    expect(validate('--production').code).toBe(1);

    const demo = validate();
    expect(demo.code).toBe(0);
    expect(demo.err).toContain('a production build refuses them');
  });

  it("passes production with the school's own values", { timeout: 100_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-prod-'));
    try {
      const cfg = JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
      cfg.site.erpLogin = {
        admin: 'https://erp.school.edu.np/Admin',
        teacher: 'https://erp.school.edu.np/Teacher',
        student: 'https://erp.school.edu.np/Student',
      };
      cfg.site.feedbackPassKey = 'k3y-from-the-erp';
      const file = join(dir, 'site.config.json');
      writeFileSync(file, JSON.stringify(cfg, null, 2));
      const { code, err } = validateWith({ NODE_ENV: 'production' }, '--config', file);
      expect(err).not.toContain('✗');
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
