// What a prerendered page's first paint must not wait on (scripts/build/first-paint-rules.ts, run over
// every page with the size budgets in CI), over the elements the renderer's pass over a page's HTML
// finds (src/prerender/page-facts.ts): a <noscript>'s are not among them.
import { describe, expect, it } from 'vitest';
import { firstPaintProblems, tagText } from '@scripts/build/first-paint-rules';
import { pageFacts } from '@src/prerender/page-facts';

const problemsOf = (html: string) => firstPaintProblems(pageFacts(html).fetches);

const GOOD = `<head><style>body{}</style><link rel="stylesheet" href="/assets/a.css" disabled>
  <script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script></head>
  <body><div data-lazy-frame="" data-src="https://www.google.com/maps/embed?pb=1" data-title="Map"></div>
  <noscript><iframe src="https://www.google.com/maps/embed?pb=1" title="Map"></iframe></noscript>
  <script type="application/json" id="__snapshot">{}</script></body>`;

describe('first-paint rules', () => {
  it('pass a page like the prerenderer writes', () => {
    expect(problemsOf(GOOD)).toEqual([]);
    // (Its elements: the head's link and loader, the body's snapshot; not the <noscript> frame.)
    expect(pageFacts(GOOD).fetches.map((e) => e.tag)).toEqual(['link', 'script', 'script']);
  });

  it.each([
    ['a fetched stylesheet', '<link rel="stylesheet" href="/assets/a.css">', /stylesheet is fetched/],
    [
      'a module script at default priority',
      '<script type="module" src="/assets/index-1.js"></script>',
      /script is fetched at high priority/,
    ],
    ['a modulepreload', '<link rel="modulepreload" href="/assets/x.js">', /modulepreload/],
    ['an image preload', '<link rel="preload" as="image" href="/a.jpg">', /image preload/],
    [
      'a map loaded with the page',
      '<iframe src="https://www.google.com/maps/embed?pb=1" loading="lazy"></iframe>',
      /iframe is loaded with the page/,
    ],
    [
      'an empty frame built with the page',
      '<iframe data-lazy-src="https://www.google.com/maps/embed?pb=1"></iframe>',
      /iframe is built with the page/,
    ],
  ])('find %s', (_, tag, message) => {
    const problems = problemsOf(GOOD.replace('</body>', `${tag}</body>`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    // (Named as written.)
    expect(problems[0]).toContain(tagText(pageFacts(tag).fetches[0]).slice(0, 60));
  });

  it('name an element as written, a bare attribute bare', () => {
    expect(tagText({ tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css?x=1&y="2"', disabled: '' } })).toBe(
      '<link rel="stylesheet" href="/a.css?x=1&amp;y=&quot;2&quot;" disabled>',
    );
  });
});
