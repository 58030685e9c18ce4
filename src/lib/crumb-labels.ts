// In Nepali the breadcrumb's path segments ('who we are', 'requests inquiries') would stay English.
// The config already names those places in both languages; a place gets, the first that applies:
//   1. the title of the route at that path;
//   2. the label of a menu entry linking there;
//   3. the label of a dropdown, for the place most of its links are under (the first segment more
//      of them share than any other, at least two; deeper while all of those share the next one:
//      'Curriculum' names /academic-programs/curriculum, 'Requests & Inquiries' /requests-inquiries
//      though two of its four links are elsewhere);
//   4. the label of a top-level link, for its first segment ('Contact' names /contact);
//   5. the title of a route whose pages are all under it (/syllabus/:slug's names /syllabus);
//   6. the title of the one route whose last segment is spelled as the place's (/vision-statement
//      takes the title of /who-we-are/vision-statement).
// A place none of these names keeps its words from the address.
import type { LocalText, MenuEntry, SiteConfig } from '../generated/site-config';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The place most of these links are under (see 3 above), or undefined when none is. */
export function sharedPlace(links: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const l of links) {
    const first = segmentsOf(l)[0];
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [top, n] = ranked[0] ?? ['', 0];
  if (n < 2 || ranked[1]?.[1] === n) return undefined;
  const under = links.map(segmentsOf).filter((s) => s[0] === top);
  let depth = 1;
  // Deeper only to a place that is not itself one of the links (that one is named by its entry).
  while (under.every((s) => s.length > depth + 1 && s[depth] === under[0][depth])) depth++;
  return '/' + under[0].slice(0, depth).join('/');
}

export function crumbLabels(config: Pick<SiteConfig, 'routes' | 'menu'>): Map<string, LocalText> {
  const out = new Map<string, LocalText>();
  const name = (path: string, label: LocalText) => {
    if (!out.has(path)) out.set(path, label);
  };
  const titled = config.routes.filter((r) => r.title && !r.path.includes(':'));
  // 1. Route titles first: they are the page's own name (the menu may shorten it).
  for (const r of titled) out.set(r.path, r.title as LocalText);
  // 2 and 3.
  const dropdowns: MenuEntry[] = [];
  const walk = (entries: readonly MenuEntry[]) => {
    for (const e of entries) {
      if (e.to) name(e.to, e.label);
      if (!e.children?.length) continue;
      dropdowns.push(e);
      walk(e.children);
    }
  };
  walk(config.menu.main);
  walk(config.menu.quickLinks);
  for (const d of dropdowns) {
    const place = sharedPlace((d.children ?? []).flatMap((c) => (c.to ? [c.to] : [])));
    if (place) name(place, d.label);
  }
  // 4.
  for (const e of [...config.menu.main, ...config.menu.quickLinks]) {
    const first = e.to && !e.children?.length ? segmentsOf(e.to)[0] : undefined;
    if (first) name(`/${first}`, e.label);
  }
  // 5.
  for (const r of config.routes) {
    const at = r.path.indexOf('/:');
    if (r.title && at > 0) name(r.path.slice(0, at), r.title);
  }
  // 6. Over every place a page of the site is under.
  const places = new Set<string>();
  for (const r of config.routes) {
    const segs = segmentsOf(r.path);
    for (let i = 1; i < segs.length && !segs[i - 1].startsWith(':'); i++) places.add('/' + segs.slice(0, i).join('/'));
  }
  for (const place of places) {
    if (out.has(place)) continue;
    const last = segmentsOf(place).pop()?.toLowerCase();
    const same = titled.filter((r) => segmentsOf(r.path).pop()?.toLowerCase() === last);
    if (same.length === 1) out.set(place, same[0].title as LocalText);
  }
  return out;
}
