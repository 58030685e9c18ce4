// The menus (menu.main, the navigation bar, and menu.quickLinks, the footer's): change, reorder,
// insert and remove an entry anywhere in the tree of dropdowns. Pure functions, like every
// studio edit. Moving an entry into or out of a dropdown: menu-nesting.ts.
import type { MenuEntry, SiteConfig } from '../../generated/site-config';
import type { JsonObject } from '../../forms/core/form-json';
import { moveItem } from './list-order';

export type MenuName = 'main' | 'quickLinks';
/** Where an entry sits: indexes from the top level down through `children`. */
export type MenuPath = readonly number[];
export type LinkKind = 'to' | 'href' | 'children';

export function menuEntryAt(entries: readonly MenuEntry[], path: MenuPath): MenuEntry | undefined {
  let list: readonly MenuEntry[] | undefined = entries;
  let entry: MenuEntry | undefined;
  for (const i of path) {
    entry = list?.[i];
    list = entry?.children;
  }
  return entry;
}

/** Rewrites the list that holds `parent`'s children (the top level for []). */
function editList(entries: readonly MenuEntry[], parent: MenuPath, fn: (list: MenuEntry[]) => MenuEntry[]): MenuEntry[] {
  if (!parent.length) return fn(entries.slice());
  const [head, ...rest] = parent;
  return entries.map((e, i) => (i === head ? { ...e, children: editList(e.children ?? [], rest, fn) } : e));
}

function withMenu(cfg: SiteConfig, menu: MenuName, fn: (entries: MenuEntry[]) => MenuEntry[]): SiteConfig {
  return { ...cfg, menu: { ...cfg.menu, [menu]: fn(cfg.menu[menu]) } };
}

export function updateMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath, patch: Partial<MenuEntry>): SiteConfig {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return withMenu(cfg, menu, (entries) =>
    editList(entries, parent, (list) =>
      list.map((e, i) => {
        if (i !== index) return e;
        const next = { ...e, ...patch } as JsonObject;
        for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
        return next as unknown as MenuEntry;
      }),
    ),
  );
}

/** Makes the entry a link inside the site, outside it, or a dropdown (dropping the other two). */
export function setMenuLinkKind(cfg: SiteConfig, menu: MenuName, path: MenuPath, kind: LinkKind, value?: string | MenuEntry[]): SiteConfig {
  const e = menuEntryAt(cfg.menu[menu], path);
  if (!e) return cfg;
  const fresh = kind === 'children' ? (value ?? e.children ?? []) : (value ?? (kind === 'to' ? '/' : 'https://'));
  return updateMenuEntry(cfg, menu, path, { to: undefined, href: undefined, children: undefined, [kind]: fresh });
}

export function moveMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath, delta: number): SiteConfig {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return withMenu(cfg, menu, (entries) => editList(entries, parent, (list) => moveItem(list, index, index + delta)));
}

export function removeMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath): SiteConfig {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return withMenu(cfg, menu, (entries) => editList(entries, parent, (list) => list.filter((_, i) => i !== index)));
}

export function insertMenuEntry(cfg: SiteConfig, menu: MenuName, parent: MenuPath, index: number, entry: MenuEntry): SiteConfig {
  return withMenu(cfg, menu, (entries) =>
    editList(entries, parent, (list) => {
      list.splice(Math.max(0, Math.min(index, list.length)), 0, entry);
      return list;
    }),
  );
}
