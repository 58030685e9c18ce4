// @vitest-environment node
// `npm run validate` as staff run it: a child process whose exit code and messages are the result.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

function validate(...args: string[]) {
  const run = spawnSync(process.execPath, [tsx, 'scripts/validate.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 90_000 });
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
      writeFileSync(file, JSON.stringify(cfg, null, 2));
      const { code, err } = validate('--config', file);
      expect(code).toBe(1);
      expect(err).toContain(`${relative(root, file)} has 1 problem:\n✗ home.sections[3].type: expected one of the registered types (`);
      expect(err).toContain('found "abuot-teaser".\n  hint: did you mean "about-teaser"?');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
