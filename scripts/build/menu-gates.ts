// The ERP menu-item names a school's menu entries are gated by, as a table for the README's staff
// section, read from site.config.json: `npx tsx scripts/build/menu-gates.ts` prints it, `--write` puts it
// in README.md between its menu-gates markers (tests/unit/scripts/build/menu-gates.test.ts fails when the
// README's copy is out of date).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Menu, MenuEntry } from '../../src/generated/site-config';

const root = join(import.meta.dirname, '../..');
export const START = '<!-- menu-gates:start (generated: npx tsx scripts/build/menu-gates.ts --write) -->';
export const END = '<!-- menu-gates:end -->';

const text = (label: MenuEntry['label'] | undefined): string => (typeof label === 'string' ? label : (label?.en ?? ''));

/** The table's markdown: one row per gated entry, in menu order. */
export function menuGatesTable(config: { menu?: Partial<Menu> }): string {
  const rows: string[] = [];
  const walk = (items: MenuEntry[] | undefined, where: string, path: string[]) => {
    for (const item of items ?? []) {
      const here = [...path, text(item.label)];
      if (item.gate) rows.push(`| ${where} | ${here.join(' › ')} | \`${item.gate}\` |`);
      walk(item.children, where, here);
    }
  };
  walk(config.menu?.main, 'navigation', []);
  walk(config.menu?.quickLinks, 'footer', []);
  return ['| menu | entry | ERP menu item (its exact name) |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with its menu-gates block replaced by `table`. */
export function withTable(readme: string, table: string): string {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, a + START.length)}\n${table}\n${readme.slice(b)}`;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const table = menuGatesTable(JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8')) as { menu?: Partial<Menu> });
  if (process.argv.includes('--write')) {
    const file = join(root, 'README.md');
    writeFileSync(file, withTable(readFileSync(file, 'utf8'), table));
    console.log('README.md: menu gates written');
  } else console.log(table);
}
