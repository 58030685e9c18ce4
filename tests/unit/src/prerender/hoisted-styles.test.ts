// What renderToString writes before a part's HTML: image preloads dropped, hoisted styles taken
// out for the head (src/prerender/hoisted-styles.ts), the part's own HTML untouched.
import { describe, expect, it } from 'vitest';
import { takeHoisted, uniqueStyles } from '@src/prerender/hoisted-styles';

const preset = '<style data-precedence="default" data-href="carousel-three">[data-carousel-preset="three"]{--per-view:3}</style>';
const theme = '<style data-precedence="theme" data-href="theme-vars">:root{--color-primary:#1f4e79}</style>';

describe('takeHoisted', () => {
  it('takes the leading hoisted styles and drops image preloads, in any order', () => {
    const html = `<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>${theme}${preset}<div data-carousel-preset="three"><style>p{}</style></div>`;
    expect(takeHoisted(html)).toEqual({ html: '<div data-carousel-preset="three"><style>p{}</style></div>', styles: [theme, preset] });
  });

  it("leaves a part's own HTML alone, a style inside it included (only React's hoisted ones come first)", () => {
    const own = '<div><style data-precedence="x" data-href="y">a{}</style></div>';
    expect(takeHoisted(own)).toEqual({ html: own, styles: [] });
  });

  it('keeps each style once, by the data-href React keys it with, in the order first met', () => {
    expect(uniqueStyles([preset, theme, preset.replace('3}', '3} ')])).toEqual([preset, theme]);
  });
});
