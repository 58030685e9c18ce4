// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canScroll, coverflowSteps, emblaDuration, perViewAt, presetCss, presetId, resolvePreset } from '@src/components/carousel/per-view';
import siteConfig from '../../../../../site.config.json';

const bps = [
  { name: 'tinyMobile', min: 0 },
  { name: 'mobile', min: 370 },
  { name: 'smallTablet', min: 464 },
  { name: 'tablet', min: 768 },
  { name: 'desktop', min: 1024 },
  { name: 'largeDesktop', min: 3000, max: 4000 },
];

describe('carousel presets', () => {
  it('gives every breakpoint a value, omitted ones taking the next smaller one', () => {
    const steps = resolvePreset({ tinyMobile: 1, mobile: 1, tablet: 2, desktop: 4 }, bps);
    expect(steps).toEqual([
      { min: 0, perView: 1 },
      { min: 370, perView: 1 },
      { min: 464, perView: 1 },
      { min: 768, perView: 2 },
      { min: 1024, perView: 4 },
      { min: 3000, perView: 4 },
    ]);
  });

  it("follows SPEC §9's table for the 'five' preset of site.config.json", () => {
    const steps = resolvePreset(siteConfig.carousels.presets.five, siteConfig.carousels.breakpoints);
    expect([300, 369, 370, 463, 464, 767, 768, 1023, 1024, 1366, 3000].map((w) => perViewAt(steps, w))).toEqual([
      1.5, 1.5, 2, 2, 2.5, 2.5, 2.5, 2.5, 5, 5, 5,
    ]);
  });

  // SPEC §9 "Carousel items shown by item count N" (null: not specified). Columns are the
  // breakpoints of carousels.breakpoints, widest first; largeDesktop must equal desktop.
  type Row = [desktop: number, tablet: number, smallTablet: number | null, mobile: number, tinyMobile: number | null];
  const spec: Record<string, { n: string; row: Row }> = {
    five: { n: 'N=5', row: [5, 2.5, 2.5, 2, 1.5] },
    three: { n: 'N=3', row: [3, 2, 1.5, 1.5, null] },
    two: { n: 'N=2', row: [2, 2, 1.5, 1.5, null] },
    four: { n: 'other, N=4', row: [4, 2, null, 1, null] },
    // The banner popup's row (SPEC §9: "one item each"), used by the one-item carousels (messages,
    // testimonials) too, where 'other' with N=1 would show 2 on tablets (docs/decisions.md).
    one: { n: 'banner popup, N=1', row: [1, 1, 1, 1, 1] },
  };
  const widths = {
    desktop: [1024, 2999],
    largeDesktop: [3000, 4000],
    tablet: [768, 1023],
    smallTablet: [464, 767],
    mobile: [370, 463],
    tinyMobile: [320, 369],
  };

  it('has a SPEC §9 row for every preset of site.config.json', () => {
    expect(Object.keys(siteConfig.carousels.presets).sort()).toEqual(Object.keys(spec).sort());
  });

  it.each(Object.entries(spec))("preset '%s' follows SPEC §9's table", (name, { row }) => {
    const steps = resolvePreset(
      (siteConfig.carousels.presets as Record<string, Record<string, number>>)[name],
      siteConfig.carousels.breakpoints,
    );
    const at = (bp: keyof typeof widths) => widths[bp].map((w) => perViewAt(steps, w));
    const [desktop, tablet, smallTablet, mobile, tinyMobile] = row;
    expect(at('desktop')).toEqual([desktop, desktop]);
    expect(at('largeDesktop')).toEqual([desktop, desktop]);
    expect(at('tablet')).toEqual([tablet, tablet]);
    if (smallTablet !== null) expect(at('smallTablet')).toEqual([smallTablet, smallTablet]);
    expect(at('mobile')).toEqual([mobile, mobile]);
    if (tinyMobile !== null) expect(at('tinyMobile')).toEqual([tinyMobile, tinyMobile]);
  });

  it('takes the first given value when the smallest breakpoint is missing', () => {
    expect(resolvePreset({ tablet: 3 }, bps).map((s) => s.perView)).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('says a carousel scrolls only when it has more items than it shows', () => {
    expect(canScroll(3, 3)).toBe(false);
    expect(canScroll(4, 3)).toBe(true);
    expect(canScroll(2, 1.5)).toBe(true);
    expect(canScroll(1, 1)).toBe(false);
    expect(canScroll(0, 1)).toBe(false);
  });

  it('writes --per-view per breakpoint as min-width media queries', () => {
    const css = presetCss('three', resolvePreset({ tinyMobile: 1.5, tablet: 2, desktop: 3 }, bps.slice(0, 5)));
    expect(css).toBe(
      '[data-carousel-preset="three"]{--per-view:1.5}' +
        '@media (min-width:370px){[data-carousel-preset="three"]{--per-view:1.5}}' +
        '@media (min-width:464px){[data-carousel-preset="three"]{--per-view:1.5}}' +
        '@media (min-width:768px){[data-carousel-preset="three"]{--per-view:2}}' +
        '@media (min-width:1024px){[data-carousel-preset="three"]{--per-view:3}}',
    );
  });

  it('keeps preset names from breaking out of the selector', () => {
    expect(presetId('a"]{x}')).toBe('a___x_');
    expect(presetCss('a"]{x}', [{ min: 0, perView: 1 }])).toBe('[data-carousel-preset="a___x_"]{--per-view:1}');
  });

  it('shows perViewWide coverflow slides from wideFrom', () => {
    const steps = coverflowSteps(siteConfig.carousels.coverflow);
    expect(perViewAt(steps, 1023)).toBe(siteConfig.carousels.coverflow.perView);
    expect(perViewAt(steps, 1024)).toBe(3.525);
  });

  it("maps 400 ms onto embla's default duration scale", () => {
    expect(emblaDuration(400)).toBe(25);
    expect(emblaDuration(0)).toBe(15);
    expect(emblaDuration(5000)).toBe(60);
  });
});
