// Carousel presets (site.config.json "carousels") turned into numbers and CSS. A preset names how
// many items show per breakpoint; a breakpoint it omits takes the next smaller one's value. The
// CSS sets --per-view per breakpoint with media queries, so a prerendered page has the right slide
// widths before any script runs; the script resolves the same numbers for arrows and looping.
import type { SiteConfig } from '../../generated/site-config';

type Carousels = SiteConfig['carousels'];

export interface Breakpoint {
  name: string;
  min: number;
  max?: number;
}

export interface Step {
  /** Smallest window width (px) from which perView applies. */
  min: number;
  perView: number;
}

/** Steps ascending by min, one per breakpoint, gaps filled from the next smaller breakpoint. */
export function resolvePreset(preset: Record<string, number> | undefined, breakpoints: readonly Breakpoint[]): Step[] {
  const sorted = [...breakpoints].sort((a, b) => a.min - b.min);
  const steps: Step[] = [];
  let last = 1;
  // The smallest breakpoint may be missing from a hand-made preset: take the first value given.
  const firstGiven = sorted.map((b) => preset?.[b.name]).find((v) => typeof v === 'number');
  if (typeof firstGiven === 'number') last = firstGiven;
  for (const b of sorted) {
    const v = preset?.[b.name];
    if (typeof v === 'number' && v > 0) last = v;
    steps.push({ min: b.min, perView: last });
  }
  return steps.length ? steps : [{ min: 0, perView: last }];
}

/** Steps of the coverflow variant: perView below wideFrom, perViewWide from it. */
export function coverflowSteps(c: Carousels['coverflow']): Step[] {
  return c.wideFrom > 0
    ? [
        { min: 0, perView: c.perView },
        { min: c.wideFrom, perView: c.perViewWide },
      ]
    : [{ min: 0, perView: c.perViewWide }];
}

/** Items shown at a window width. */
export function perViewAt(steps: readonly Step[], width: number): number {
  let v = steps[0]?.perView ?? 1;
  for (const s of steps) if (width >= s.min) v = s.perView;
  return v;
}

/** Whether the carousel has more items than it shows (arrows, dragging and looping then apply). */
export function canScroll(count: number, perView: number): boolean {
  return count > perView + 1e-6;
}

/** A class-safe name for a preset (names come from config). */
export function presetId(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** CSS giving [data-carousel-preset="<id>"] its --per-view at each breakpoint. */
export function presetCss(id: string, steps: readonly Step[]): string {
  const sel = `[data-carousel-preset="${presetId(id)}"]`;
  return steps
    .map((s, i) => {
      const rule = `${sel}{--per-view:${s.perView}}`;
      return i === 0 || s.min <= 0 ? rule : `@media (min-width:${s.min}px){${rule}}`;
    })
    .join('');
}

/**
 * Embla's duration is not in milliseconds (it is a physics step count, 20–60 recommended; its
 * default 25 feels like about 400 ms). Map our milliseconds onto that scale.
 */
export function emblaDuration(ms: number): number {
  return Math.min(60, Math.max(15, Math.round(ms / 16)));
}

/** Runs of steps showing the same number of items: from min up to the next run's min. */
function runsOf(steps: readonly Step[]): Step[] {
  return steps.filter((s, i) => i === 0 || s.perView !== steps[i - 1].perView);
}

/**
 * The runs (by index, space-separated: data-fit) where `count` items all show, so the arrows are
 * hidden there; '' where they show at every width, null where they show at none (no arrows at all).
 */
export function fitRuns(count: number, steps: readonly Step[]): string | null {
  const fits = runsOf(steps).flatMap((s, i) => (canScroll(count, s.perView) ? [] : [String(i)]));
  return fits.length === runsOf(steps).length ? null : fits.join(' ');
}

/**
 * CSS hiding a carousel's arrows ([data-arrows]) in the runs its data-fit names: the arrows are in
 * the prerendered page, shown by CSS at the widths where the items do not all fit, as the slides
 * are laid out, so nothing moves when the script comes. Also the duration of the plain answer's
 * move (carousel-answer.ts), from carousels.transitionMs.
 */
export function arrowsCss(id: string, steps: readonly Step[], ms: number): string {
  const sel = `[data-carousel-preset="${presetId(id)}"]`;
  const runs = runsOf(steps);
  return (
    `${sel}{--carousel-ms:${ms}ms}` +
    runs
      .map((s, i) => {
        const next = runs[i + 1];
        const rule = `${sel}[data-fit~="${i}"] [data-arrows][data-arrows]{display:none}`;
        const when = [s.min > 0 ? `(min-width:${s.min}px)` : '', next ? `(max-width:${next.min - 0.02}px)` : ''].filter(Boolean);
        return when.length ? `@media ${when.join(' and ')}{${rule}}` : rule;
      })
      .join('')
  );
}
