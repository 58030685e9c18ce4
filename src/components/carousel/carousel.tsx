// The site's one carousel (SPEC §4, §9), on embla-carousel-react. Items per view come from a named
// preset of site.config.json "carousels" (CSS media queries, so prerendered pages are laid out
// before scripts run), or from the coverflow settings. It loops without autoplay by default;
// arrows show only when there are more items than shown, decided by CSS per breakpoint as the
// slides are laid out (per-view.ts arrowsCss), so they are in the prerendered page and answer a
// first tap from plain script before the island wakes (carousel-answer.ts); awake, it starts on
// the slide the page shows. Left/Right keys move it; slides are labelled "Slide n of total". The
// carousel is a named group (not a landmark: its section already is). Optional autoplay pauses on
// hover, keyboard focus, touch and hidden tabs, and never runs for visitors who prefer reduced
// motion.
import useEmblaCarousel from 'embla-carousel-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useSiteConfig } from '../../site-config/config-context';
import type { SiteConfig } from '../../generated/site-config';
import { useT } from '../../i18n/use-t';
import { Icon } from '../icons/icons';
import { answer } from '../first-answer/answer-marker';
import { shownSlideOf } from '../first-answer/shown-state';
import { useTakeOver } from '../first-answer/use-take-over';
import { arrowsCss, canScroll, coverflowSteps, emblaDuration, fitRuns, presetCss, presetId, resolvePreset, type Step } from './per-view';
import { useAutoplay } from '../autoplay/use-autoplay';
import { useDragMin } from './drag-min';
import { queueStart } from './init-queue';
import { usePerView, useReducedMotion } from './use-media';
import { isTyping } from '../../lib/is-typing';
import styles from './carousel.module.css';

export interface CarouselHandle {
  next(): void;
  prev(): void;
  goTo(index: number): void;
}

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey?: (item: T, index: number) => string | number;
  /** Accessible name of the carousel (e.g. the section heading). */
  label: string;
  /** Name of a preset under carousels.presets ('one' when omitted). */
  preset?: string;
  /** coverflow: centred, starts on carousels.coverflow.startIndex, side slides scaled and dimmed. */
  variant?: 'default' | 'coverflow';
  /** Loop when scrollable (default true; coverflow follows its config). */
  loop?: boolean;
  startIndex?: number;
  /** Autoplay interval in ms; off when omitted. */
  autoplayMs?: number;
  /** Minimum drag (px) that changes the slide (carousels.dragMin); a shorter one returns to where it was. */
  dragMin?: number;
  onSelect?: (index: number) => void;
  /** Whether the slide area itself takes keyboard focus for Left/Right (default true; the keys also work from anything inside). */
  focusableViewport?: boolean;
  /** Where the arrows sit on wide screens: over the sides (default) or in a row below (text-heavy slides). Phones always get the row below. */
  controls?: 'sides' | 'below';
  className?: string;
  slideClassName?: string;
  ref?: Ref<CarouselHandle>;
}

type CarouselsConfig = SiteConfig['carousels'];

function stepsFor(cfg: CarouselsConfig, variant: CarouselProps<unknown>['variant'], preset: string): { id: string; steps: Step[] } {
  if (variant === 'coverflow') return { id: '__coverflow', steps: coverflowSteps(cfg.coverflow) };
  const p = cfg.presets[preset];
  if (!p && preset !== 'one') console.warn(`Carousel preset "${preset}" is not in carousels.presets; showing one item.`);
  return { id: p ? preset : '__one', steps: resolvePreset(p ?? { [cfg.breakpoints[0]?.name ?? 'all']: 1 }, cfg.breakpoints) };
}

export function Carousel<T>({
  items,
  renderItem,
  itemKey,
  label,
  preset = 'one',
  variant = 'default',
  loop,
  startIndex,
  autoplayMs,
  dragMin,
  onSelect,
  controls = 'sides',
  focusableViewport = true,
  className,
  slideClassName,
  ref,
}: CarouselProps<T>) {
  const t = useT();
  const cfg = useSiteConfig().carousels;
  const coverflow = variant === 'coverflow';
  const { id, steps } = useMemo(() => stepsFor(cfg, variant, preset), [cfg, variant, preset]);
  const css = useMemo(() => presetCss(id, steps) + arrowsCss(id, steps, cfg.transitionMs), [id, steps, cfg.transitionMs]);
  const perView = usePerView(steps);
  const reduced = useReducedMotion();
  const count = items.length;
  const scrollable = perView !== null && canScroll(count, perView);
  // The runs of widths where every item shows (no arrows there); null: no arrows at any width.
  const fit = useMemo(() => fitRuns(count, steps), [count, steps]);
  const rootId = useId();
  // The slide the page shows: the one it was rendered on, or where a first tap moved it.
  const [first] = useTakeOver(
    () => shownSlideOf(rootId),
    Math.min(Math.max(0, startIndex ?? (coverflow ? cfg.coverflow.startIndex : 0)), Math.max(0, count - 1)),
  );
  const wantLoop = loop ?? (coverflow ? cfg.coverflow.loop : true);

  const options = useMemo(
    () => ({
      loop: wantLoop && scrollable,
      align: coverflow ? ('center' as const) : ('start' as const),
      containScroll: coverflow ? (false as const) : ('trimSnaps' as const),
      duration: emblaDuration(cfg.transitionMs),
      // dragThreshold stays embla's default (10 px): it only decides when a drag swallows the
      // click on a slide's link. The minimum drag that changes the slide is useDragMin's.
      startIndex: first,
      watchDrag: scrollable,
      active: scrollable,
    }),
    [wantLoop, scrollable, coverflow, first, cfg.transitionMs],
  );
  const [viewportRef, api] = useEmblaCarousel(options);
  // Embla starts (gets the viewport element) in a task of its own: see init-queue.ts. Until then
  // the slides are laid out by CSS alone, as in the prerendered page.
  const [started, setStarted] = useState(false);
  useEffect(() => queueStart(() => setStarted(true)), []);
  // Embla places the slides itself (the container's transform, and each slide's where it loops):
  // a first tap's plain answer may have moved them (carousel-answer.ts), to the place embla gives
  // the same slide, so its moves go as embla takes the viewport. (Embla measures the slides by
  // their offsets, which a transformed container would change; it moves them back in the same
  // task, on the slide shown: its startIndex.)
  const startOn = useCallback(
    (node: HTMLElement | null) => {
      for (const el of node?.querySelectorAll<HTMLElement>(`.${styles.container}, .${styles.slide}`) ?? [])
        el.style.removeProperty('transform');
      viewportRef(node);
    },
    [viewportRef],
  );
  const [selected, setSelected] = useState(first);
  // A tap answered while the island hydrated moves the slide shown after the first render
  // (useTakeOver reads it again): the selection follows, in render, as embla's start will.
  const [shownFirst, setShownFirst] = useState(first);
  if (shownFirst !== first) {
    setShownFirst(first);
    setSelected(first);
  }
  const notify = useEffectEvent((i: number) => onSelect?.(i));

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      const i = api.selectedScrollSnap();
      setSelected(i);
      notify(i);
    };
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const jump = reduced;
  useDragMin(api, dragMin ?? cfg.dragMin, jump);
  // A press that comes before embla has started (a fast visitor right after load) starts it now
  // and is carried out as soon as it is ready, rather than being lost.
  const pending = useRef<((a: NonNullable<typeof api>) => void) | null>(null);
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);
  const withApi = useCallback(
    (act: (a: NonNullable<typeof api>) => void) => {
      if (api) act(api);
      else {
        pending.current = act;
        setStarted(true);
      }
    },
    [api],
  );
  const next = useCallback(() => withApi((a) => a.scrollNext(jump)), [withApi, jump]);
  const prev = useCallback(() => withApi((a) => a.scrollPrev(jump)), [withApi, jump]);
  const goTo = useCallback((i: number) => withApi((a) => a.scrollTo(i, jump)), [withApi, jump]);
  useImperativeHandle(ref, () => ({ next, prev, goTo }), [next, prev, goTo]);

  const advance = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext();
    else api.scrollTo(0);
  }, [api]);
  const root = useRef<HTMLDivElement>(null);
  const autoplaying = useAutoplay(root, autoplayMs, advance, scrollable && Boolean(api), selected);

  if (!count) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (!scrollable || isTyping(e.target)) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    }
  };

  return (
    <div
      ref={root}
      id={rootId}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel-preset={presetId(id)}
      data-variant={variant}
      data-loop={wantLoop || undefined}
      data-fit={fit || undefined}
      className={[styles.carousel, coverflow ? styles.coverflow : '', controls === 'below' ? styles.below : '', className]
        .filter(Boolean)
        .join(' ')}
      onKeyDown={onKeyDown}
    >
      <style href={`carousel-${presetId(id)}`} precedence="default">
        {css}
      </style>
      <div
        className={styles.viewport}
        ref={started ? startOn : undefined}
        data-started={started || undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the slide area scrolls (Left/Right, and the browser's own keys), so the keyboard must reach it: the rule's documented exception
        tabIndex={scrollable && focusableViewport ? 0 : undefined}
        data-scrollable={scrollable || undefined}
      >
        {/* Its transform and the slides' are the plain answer's, then embla's, never React's. */}
        <div className={styles.container} aria-live={autoplaying ? 'off' : 'polite'} suppressHydrationWarning>
          {items.map((item, i) => (
            <div
              key={itemKey ? itemKey(item, i) : i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('app.slide', { n: i + 1, total: count })}
              className={[styles.slide, slideClassName].filter(Boolean).join(' ')}
              data-selected={i === selected || undefined}
              suppressHydrationWarning
            >
              {renderItem(item, i)}
            </div>
          ))}
        </div>
      </div>
      {fit !== null && (
        <div className={styles.controls} data-arrows="">
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={prev}
            aria-label={t('section.carousel.prev', { label })}
            data-step="-1"
            {...answer('carousel-step')}
          >
            <Icon name="chevronLeft" size={24} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={next}
            aria-label={t('section.carousel.next', { label })}
            data-step="1"
            {...answer('carousel-step')}
          >
            <Icon name="chevronRight" size={24} />
          </button>
        </div>
      )}
    </div>
  );
}
