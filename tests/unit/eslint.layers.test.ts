// @vitest-environment node
// The layer rule (eslint.layers.js) must keep firing: ESLint lints small sources placed as if they
// stood in src/, and an import that runs up a floor must fail while the same import downwards passes.
// Without this a changed pattern or plugin version could turn the rule into one that checks nothing.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYERS, WHERE } from '../../eslint.layers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
let eslint: ESLint;

// Loading ESLint, typescript-eslint and the config takes seconds on a busy machine: once, here.
// The fixtures are no files of the TypeScript project, so the type-checked rules are left out.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  await eslint.lintText('export {};\n', { filePath: 'src/lib/fixture.ts' });
}, 120_000);

/** The layer-rule errors ESLint reports for `code` placed at `filePath` (which need not exist). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('the layer rule', () => {
  it('refuses pure helpers (src/lib) an import of the app', async () => {
    const errors = await layerErrors('src/lib/fixture.ts', "import { App } from '../app/app';\nexport const x = App;\n");
    expect(errors).toEqual([expect.stringContaining('lib may not import app')]);
  });

  it('refuses src/lib the back-end, the calendar, the config and React components', async () => {
    const code = [
      "import { fileUrl } from '../api/file-url';",
      "import { adToBs } from '../calendar/bs-date';",
      "import { siteConfig } from '../site-config/config-file';",
      "import { Dialog } from '../components/dialog/dialog';",
      'export const x = [fileUrl, adToBs, siteConfig, Dialog];',
    ].join('\n');
    const errors = await layerErrors('src/lib/fixture.ts', code);
    expect(errors).toHaveLength(4);
    for (const to of ['api', 'calendar', 'site-config', 'components'])
      expect(errors.some((e) => e.includes(`lib may not import ${to}`))).toBe(true);
  });

  it('lets src/lib name the generated types, but not import generated code', async () => {
    expect(
      await layerErrors('src/lib/fixture.ts', "import type { Route } from '../generated/site-config';\nexport type R = Route;\n"),
    ).toEqual([]);
    const errors = await layerErrors(
      'src/lib/fixture.ts',
      "import * as v from '../generated/validators/contact.js';\nexport const x = v;\n",
    );
    expect(errors).toEqual([expect.stringContaining('lib may not import generated')]);
  });

  it('refuses a section an import of a page, and lets a page import a section', async () => {
    const up = await layerErrors(
      'src/sections/fixture.ts',
      "import ContactPage from '../pages/contact/contact-page';\nexport const x = ContactPage;\n",
    );
    expect(up).toEqual([expect.stringContaining('sections may not import pages')]);
    expect(
      await layerErrors('src/pages/fixture.ts', "import { SectionHost } from '../sections/section-host';\nexport const x = SectionHost;\n"),
    ).toEqual([]);
  });

  it('checks lazy imports and re-exports too', async () => {
    expect(await layerErrors('src/components/fixture.ts', "export const load = () => import('../app/app');\n")).toEqual([
      expect.stringContaining('components may not import app'),
    ]);
    expect(await layerErrors('src/components/fixture.ts', "export { PageHost } from '../app/page-host';\n")).toEqual([
      expect.stringContaining('components may not import app'),
    ]);
  });

  it('keeps the config checks (which know forms) off the floors that read only the config value', async () => {
    expect(
      await layerErrors('src/api/fixture.ts', "import { siteConfig } from '../site-config/config-file';\nexport const x = siteConfig;\n"),
    ).toEqual([]);
    const errors = await layerErrors(
      'src/api/fixture.ts',
      "import { parseSiteConfig } from '../config-check/parse-site-config';\nexport const x = parseSiteConfig;\n",
    );
    expect(errors).toEqual([expect.stringContaining('api may not import config-check')]);
  });

  it('refuses a file that stands on no floor', async () => {
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath: 'src/somewhere-new/fixture.ts' });
    expect(result.messages.map((m) => m.ruleId)).toContain('boundaries/no-unknown-files');
  });
});

describe('the layers table', () => {
  it('gives each layer but the entry points one folder, whole: no file is taken out of its folder', () => {
    for (const [name, pattern] of Object.entries(WHERE)) {
      if (name === 'entry') continue;
      expect(pattern, name).toMatch(/^src\/[a-z0-9-]+\/\*\*$/);
    }
  });

  it('places every folder of src/', () => {
    const patterns = Object.values(WHERE).flat();
    for (const entry of readdirSync(new URL('../../src/', import.meta.url), { withFileTypes: true })) {
      const path = `src/${entry.name}`;
      const placed = entry.isDirectory() ? patterns.includes(`${path}/**`) : patterns.includes(path);
      expect(placed, `${path} is on no floor of eslint.layers.js`).toBe(true);
    }
  });

  it('runs one way: no layer may import a layer that may import it back', () => {
    const mayImport: Record<string, readonly string[]> = LAYERS;
    for (const below of Object.values(mayImport).flat()) expect(Object.keys(mayImport)).toContain(below);
    // Each layer's floor: one above the highest floor it may import. A loop has no floor.
    const floor = new Map<string, number>();
    const floorOf = (name: string, seen: readonly string[]): number => {
      if (seen.includes(name)) throw new Error(`the layers loop: ${[...seen, name].join(' → ')}`);
      const known = floor.get(name);
      if (known !== undefined) return known;
      const f = 1 + Math.max(0, ...mayImport[name].map((b) => floorOf(b, [...seen, name])));
      floor.set(name, f);
      return f;
    };
    for (const name of Object.keys(mayImport)) expect(() => floorOf(name, [])).not.toThrow();
    expect(floor.get('lib')).toBe(1);
    expect(floor.get('entry')).toBe(Math.max(...floor.values()));
  });
});

describe('the config as a value', () => {
  /** The config-file errors ESLint reports for `code` at `filePath`. */
  async function configErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it('refuses a section, a component or the api an import of the config file', async () => {
    for (const [at, from] of [
      ['src/sections/fixture.tsx', '../site-config/config-file'],
      ['src/components/fixture.tsx', '../site-config/config-file'],
      ['src/api/fixture.ts', '../site-config/config-file'],
      ['src/pages/fixture.tsx', '../../site.config.json'],
    ]) {
      const errors = await configErrors(at, `import { siteConfig } from '${from}';\nexport const x = siteConfig;\n`);
      expect(errors, at).toEqual([expect.stringContaining('The config is a value')]);
    }
  });

  it('lets the entry points import it', async () => {
    expect(
      await configErrors(
        'src/app/site-value.ts',
        "import { siteConfig } from '../site-config/config-file';\nexport const x = siteConfig;\n",
      ),
    ).toEqual([]);
    expect(
      await configErrors('src/entry-server.tsx', "import { siteConfig } from './site-config/config-file';\nexport const x = siteConfig;\n"),
    ).toEqual([]);
  });
});
