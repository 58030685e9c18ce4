// What a prerendered page's first paint must not wait on (enforced with the size budgets in CI;
// each rule is a lesson from Lighthouse's estimate of the page's first paint, which counts every
// high-priority request that finished before the paint as one it waited for):
//   - a stylesheet that is fetched (the page's CSS is inline; the <link>s that name it are disabled);
//   - a script fetched at high priority (the loader is a module script with fetchpriority=low);
//   - a modulepreload or an image preload (each competed with the first paint);
//   - an iframe in the page: with an address, a third-party document at the highest priority;
//     without one, still a document and a script context built while the page parses (a long task
//     on a phone). The map's frame is made after load, src/components/lazy-frame/; a <noscript>
//     copy is inert.
// Read from the page's elements as records, never from its file: the <link>s and <script> the page
// writer puts in its head, and those of its body as the renderer's one pass over its HTML found
// them outside any <noscript> (src/prerender/page-facts.ts fetches).
import type { ElementTag } from '../../src/prerender/page-facts';

/** An element as a tag, for a message (its attributes in its order; a bare one as written bare). */
export const tagText = ({ tag, attrs }: ElementTag): string =>
  `<${tag}${Object.entries(attrs)
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`))
    .join('')}>`;

/** Problems with what a page's first paint could wait on, among its `elements`; [] when there are none. */
export function firstPaintProblems(elements: readonly ElementTag[]): string[] {
  const problems: string[] = [];
  for (const el of elements) {
    const { tag, attrs } = el;
    if (tag === 'link') {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('stylesheet') && !('disabled' in attrs))
        problems.push(`a stylesheet is fetched before the first paint: ${tagText(el)}`);
      if (rel.includes('modulepreload')) problems.push(`a modulepreload competes with the first paint: ${tagText(el)}`);
      if (rel.includes('preload') && attrs.as === 'image') problems.push(`an image preload competes with the first paint: ${tagText(el)}`);
    } else if (tag === 'script') {
      if ('src' in attrs && attrs.fetchpriority !== 'low') problems.push(`a script is fetched at high priority: ${tagText(el)}`);
    } else if (tag === 'iframe') {
      problems.push(`an iframe is ${'src' in attrs ? 'loaded' : 'built'} with the page: ${tagText(el).slice(0, 120)}`);
    }
  }
  return problems;
}
