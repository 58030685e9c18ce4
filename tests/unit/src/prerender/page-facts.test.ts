// @vitest-environment node
// What one pass over a rendered page's HTML says of it (src/prerender/page-facts.ts): the summary
// its head is made from, its links, the classes its elements carry (the first-paint CSS's), their
// data-* marks (the loader's) and the elements its first paint could wait on; a <noscript> read as
// a browser without script shows it (its classes count) and with script ignores it (the rest).
import { describe, expect, it } from 'vitest';
import { pageFacts } from '@src/prerender/page-facts';

const PAGE = `<header class="_hdr001 site"><a href="/">Home</a></header>
<main id="main"><header data-missing-item=""><h1>Winter <b>uniform</b></h1></header>
<p class="_short1">Short.</p><p>A notice long enough to read as prose, &amp; more than forty characters.</p>
<img src="/placeholder.svg"><img src="/a.jpg" class="_img001">
<div data-slider="" data-interval="5"><a href="/media/notice/1?x=1&amp;y=2">One</a></div>
<script type="application/json" id="__x">{}</script>
<noscript><iframe class="_frame1" src="https://maps.example/embed" data-map=""></iframe><a href="/hidden">H</a></noscript>
</main><footer><p>Footer text that is long enough to read as prose, outside main.</p></footer>`;

describe('the facts of a page', () => {
  const facts = pageFacts(PAGE);

  it('summarise its content for its head: the first prose paragraph and real image of <main>, its header', () => {
    expect(facts.paragraph).toBe('A notice long enough to read as prose, & more than forty characters.');
    expect(facts.image).toBe('/a.jpg');
    expect(facts.heading).toBe('Winter uniform');
    expect(facts.missing).toBe(true);
  });

  it('list its links in order, entities decoded, none from a <noscript>', () => {
    expect(facts.links).toEqual(['/', '/media/notice/1?x=1&y=2']);
  });

  it("list the classes its elements carry, a <noscript>'s too (shown without script, with the inlined CSS only)", () => {
    expect(facts.classes).toEqual(['_frame1', '_hdr001', '_img001', '_short1', 'site']);
  });

  it("list the data-* attributes its elements carry, not a <noscript>'s nor text that spells one", () => {
    expect(facts.marks).toEqual(['data-interval', 'data-missing-item', 'data-slider']);
    expect(pageFacts('<p>Write &lt;div data-slider&gt; to add one</p>').marks).toEqual([]);
  });

  it('list the elements that fetch, outside any <noscript>, with their attributes', () => {
    expect(facts.fetches).toEqual([{ tag: 'script', attrs: { type: 'application/json', id: '__x' } }]);
    expect(pageFacts('<link rel="stylesheet" href="/a.css" disabled>').fetches).toEqual([
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css', disabled: '' } },
    ]);
  });

  it('take the whole fragment as content when it has no <main>, and nothing from nothing', () => {
    expect(pageFacts('<p>Only a paragraph outside any main, but long enough to be prose.</p>').paragraph).toMatch(/^Only a paragraph/);
    expect(pageFacts('')).toEqual({
      paragraph: '',
      image: '',
      links: [],
      heading: '',
      missing: false,
      classes: [],
      marks: [],
      fetches: [],
    });
  });
});
