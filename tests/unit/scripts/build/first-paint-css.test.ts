// @vitest-environment node
// A page's first-paint CSS (scripts/build/first-paint-css.ts): of a stylesheet, the rules that can
// match something in the page's HTML; a rule needing a CSS-module class no element carries is left
// for the full file, which the page loads before it changes (src/islands/full-styles.ts).
import { describe, expect, it } from 'vitest';
import { firstPaintCss } from '@scripts/build/first-paint-css';
import { pageFacts } from '@src/prerender/page-facts';

const used = new Set(pageFacts('<div class="_aaaaaa container"><p class=" _bbbbbb  ">x</p><span class="">y</span></div>').classes);

describe("a page's first-paint CSS", () => {
  it('reads the classes the elements carry', () => {
    expect([...used].sort()).toEqual(['_aaaaaa', '_bbbbbb', 'container']);
  });

  it('keeps the rules of classes the page has, and of elements, ids and global classes; leaves out those of module classes it has not', () => {
    const css =
      '._aaaaaa{color:red}._zzzzzz{color:blue}._aaaaaa ._zzzzzz{margin:0}p{margin:0}.container ._bbbbbb:hover{color:green}.btn{padding:0}';
    expect(firstPaintCss(css, used)).toEqual({
      css: '._aaaaaa{color:red}p{margin:0}.container ._bbbbbb:hover{color:green}.btn{padding:0}',
      pruned: true,
    });
  });

  it('keeps a rule one of whose selectors can match', () => {
    expect(firstPaintCss('._zzzzzz,._aaaaaa>p{gap:0}', used).css).toBe('._zzzzzz,._aaaaaa>p{gap:0}');
  });

  it('counts no class inside parentheses: :not() of an absent class matches, :is() needs only one', () => {
    const css = '._aaaaaa:not(._zzzzzz){color:red}:is(._zzzzzz,._bbbbbb){color:blue}._yyyyyy:not(._aaaaaa){color:green}';
    expect(firstPaintCss(css, used).css).toBe('._aaaaaa:not(._zzzzzz){color:red}:is(._zzzzzz,._bbbbbb){color:blue}');
  });

  it('prunes inside @media and @supports, dropping a group left empty, and keeps @keyframes and @font-face whole', () => {
    const css =
      '@media (min-width:768px){._aaaaaa{gap:1px}._zzzzzz{gap:2px}}@media print{._zzzzzz{display:none}}' +
      '@supports (display:grid){@media (min-width:1px){._zzzzzz{gap:0}}}' +
      '@keyframes _spin{0%{opacity:0}to{opacity:1}}@font-face{font-family:x;src:local(x)}';
    expect(firstPaintCss(css, used).css).toBe(
      '@media (min-width:768px){._aaaaaa{gap:1px}}@keyframes _spin{0%{opacity:0}to{opacity:1}}@font-face{font-family:x;src:local(x)}',
    );
  });

  it('gives the file as it is, not pruned, when every rule can match', () => {
    const css = '/* a */._aaaaaa{color:red}\n p { margin: 0 }';
    expect(firstPaintCss(css, used)).toEqual({ css, pruned: false });
  });
});
