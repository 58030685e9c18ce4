// Moving a menu entry into the dropdown above it or out of its dropdown (the studio's indent and
// outdent buttons). Each returns the entry's new path, so the panel keeps focus on it.
import type { MenuEntry, SiteConfig } from '../../generated/site-config';
import { insertMenuEntry, menuEntryAt, removeMenuEntry, type MenuName, type MenuPath } from './menu-entries';

/** Whether the entry can go into the dropdown just above it. */
export function canIndent(entries: readonly MenuEntry[], path: MenuPath): boolean {
  const index = path[path.length - 1];
  if (index === 0) return false;
  const prev = menuEntryAt(entries, [...path.slice(0, -1), index - 1]);
  return Array.isArray(prev?.children);
}

/** Moves the entry to the end of the dropdown just above it. Returns the entry's new path. */
export function indentMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath): { cfg: SiteConfig; path: number[] } {
  if (!canIndent(cfg.menu[menu], path)) return { cfg, path: [...path] };
  const entry = menuEntryAt(cfg.menu[menu], path)!;
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  const target = [...parent, index - 1];
  const size = menuEntryAt(cfg.menu[menu], target)!.children!.length;
  const removed = removeMenuEntry(cfg, menu, path);
  return { cfg: insertMenuEntry(removed, menu, target, size, entry), path: [...target, size] };
}

/** Moves the entry out of its dropdown, to just after the dropdown. Returns the entry's new path. */
export function outdentMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath): { cfg: SiteConfig; path: number[] } {
  if (path.length < 2) return { cfg, path: [...path] };
  const entry = menuEntryAt(cfg.menu[menu], path)!;
  const parentPath = path.slice(0, -1);
  const grand = parentPath.slice(0, -1);
  const at = parentPath[parentPath.length - 1] + 1;
  const removed = removeMenuEntry(cfg, menu, path);
  return { cfg: insertMenuEntry(removed, menu, grand, at, entry), path: [...grand, at] };
}
