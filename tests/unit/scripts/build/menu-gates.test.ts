// @vitest-environment node
// The README's staff section lists the ERP menu-item name of every gated menu entry, generated from
// site.config.json (scripts/build/menu-gates.ts): the list must match the config.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { END, START, menuGatesTable, withTable } from '@scripts/build/menu-gates';

const root = join(import.meta.dirname, '../../../..');

describe("the README's menu gates", () => {
  it('list every gated entry of site.config.json, as the config has it (npx tsx scripts/build/menu-gates.ts --write)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = menuGatesTable(JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8')));
    expect(readme.slice(readme.indexOf(START), readme.indexOf(END) + END.length), 'run: npx tsx scripts/build/menu-gates.ts --write').toBe(
      `${START}\n${table}\n${END}`,
    );
  });

  it('name each gated entry by its place in the menu, nested and in the footer', () => {
    const table = menuGatesTable({
      menu: {
        main: [
          {
            label: { en: 'Media', ne: 'मिडिया' },
            children: [
              { label: 'News', to: '/media/news', gate: 'News Section' },
              { label: 'Videos', to: '/media/videos' },
            ],
          },
        ],
        quickLinks: [{ label: 'Gallery', to: '/media/gallery', gate: 'Gallery' }],
      },
    });
    expect(table.split('\n').slice(2)).toEqual(['| navigation | Media › News | `News Section` |', '| footer | Gallery | `Gallery` |']);
    expect(() => withTable('no block here', table)).toThrow(/menu-gates/);
  });
});
