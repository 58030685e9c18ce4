// @vitest-environment node
// A render's facts travel in its render context (src/render/render-context.ts), never through
// module state set from outside a render: no module of src/ exports a setter or collector of
// render state again, and the server bundle's entry exports none.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../../src');
const OLD = [
  'setLang',
  'setRenderNow',
  'setRenderTime',
  'takeTimeRead',
  'noteDayBound',
  'takeDayBound',
  'setPurifier',
  'collectUsedKeys',
  'noteKeyUsed',
  'noteViewValue',
  'collectModules',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'generated' ? [] : sources(join(dir, e.name))) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('render state', () => {
  it('no module of src/ exports a setter or collector of render state', () => {
    const found = sources(SRC).flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return OLD.filter((name) => new RegExp(`export (function|const|let) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(text)).map(
        (name) => `${f.slice(SRC.length + 1)}: ${name}`,
      );
    });
    expect(found).toEqual([]);
  });

  it("the server entry exports none of them, and the renderer's modules none either", async () => {
    const modules = await Promise.all([
      import('@src/entry-server'),
      import('@src/i18n/t'),
      import('@src/hooks/use-now'),
      import('@src/components/safe-html/sanitize'),
      import('@src/island-kit/lazy-part'),
    ]);
    for (const m of modules) expect(Object.keys(m).filter((k) => OLD.includes(k))).toEqual([]);
  });
});
