// What a prerendered page's first paint must not wait on, read from its HTML (enforced with the
// size budgets in CI; each rule is a lesson from Lighthouse's estimate of the page's first paint,
// which counts every high-priority request that finished before the paint as one it waited for):
//   - a stylesheet that is fetched (the page's CSS is inline; the <link>s that name it are disabled);
//   - a script fetched at high priority (the loader is a module script with fetchpriority=low);
//   - a modulepreload or an image preload (each competed with the first paint);
//   - an iframe in the page: with an address, a third-party document at the highest priority;
//     without one, still a document and a script context built while the page parses (a long task
//     on a phone). The map's frame is made after load, src/components/lazy-frame/; a <noscript>
//     copy is inert.
const attr = (tag: string, name: string): string | null => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const has = (tag: string, name: string): boolean => new RegExp(`\\s${name}(\\s|=|>|/)`, 'i').test(tag);

/** Problems with what a page's first paint could wait on; [] when there are none. */
export function firstPaintProblems(html: string): string[] {
  const problems: string[] = [];
  const live = html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
  for (const [tag] of live.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet') && !has(tag, 'disabled')) problems.push(`a stylesheet is fetched before the first paint: ${tag}`);
    if (rel.includes('modulepreload')) problems.push(`a modulepreload competes with the first paint: ${tag}`);
    if (rel.includes('preload') && attr(tag, 'as') === 'image') problems.push(`an image preload competes with the first paint: ${tag}`);
  }
  for (const [tag] of live.matchAll(/<script\b[^>]*>/gi)) {
    if (attr(tag, 'src') !== null && attr(tag, 'fetchpriority') !== 'low') problems.push(`a script is fetched at high priority: ${tag}`);
  }
  for (const [tag] of live.matchAll(/<iframe\b[^>]*>/gi)) {
    problems.push(`an iframe is ${attr(tag, 'src') !== null ? 'loaded' : 'built'} with the page: ${tag.slice(0, 120)}`);
  }
  return problems;
}
