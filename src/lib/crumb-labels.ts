// In Nepali the breadcrumb's path segments ('who we are', 'alumni form') would stay English. The
// config already names those places in both languages: a route's title, a menu entry's label,
// and a dropdown's label for the first path segment most of its links share.
import type { LocalText, MenuEntry, SiteConfig } from '../generated/site-config';

export function crumbLabels(config: Pick<SiteConfig, 'routes' | 'menu'>): Map<string, LocalText> {
  const out = new Map<string, LocalText>();
  const walk = (entries: MenuEntry[]) => {
    for (const e of entries) {
      if (e.to && !out.has(e.to)) out.set(e.to, e.label);
      if (!e.children?.length) continue;
      const counts = new Map<string, number>();
      for (const c of e.children) {
        const first = c.to?.split('/')[1];
        if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
      }
      const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      if (n * 2 > e.children.length && !out.has(`/${top}`)) out.set(`/${top}`, e.label);
      walk(e.children);
    }
  };
  // Route titles first: they are the page's own name (the menu may shorten it).
  for (const r of config.routes) if (r.title && !r.path.includes(':')) out.set(r.path, r.title);
  walk(config.menu.main);
  walk(config.menu.quickLinks);
  return out;
}
