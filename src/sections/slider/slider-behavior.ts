// What the hero slider does, in plain script, so a prerendered home page runs it without React
// (the page's loader, src/islands/behaviors.ts) and the client-rendered app runs the same code
// (slider-section.tsx). SPEC §2 home 2 and §4: with more than one slide it advances every
// interval, wrapping, while the progress bar fills in tick steps up to 100. When it waits or stops
// is the site's one autoplay (components/autoplay/autoplay.ts: mouse over it, keyboard focus inside,
// touched, paused with its button, tab hidden, reduced motion). Arrows, dots, the arrow keys and a
// swipe of at least dragMin (components/swipe/swipe.ts: one finger; two are a pinch-zoom) move it.
// Only the shown slide and its neighbours have their image (slow networks): the others carry it
// in data-src until they come near.
import { startAutoplay, type AutoplayState } from '../../components/autoplay/autoplay';
import { bindSwipe } from '../../components/swipe/swipe';
import { siteOnly } from '../../components/safe-html/site-markers';
import { sliderReducer, type SliderState } from './slider-state';

export interface SliderTiming {
  intervalMs: number;
  tickMs: number;
  dragMin: number;
}

/**
 * On a prerendered page (src/sections/section-behaviors.ts): the slider in `root`, with the timing
 * its markup carries (data-interval, data-tick, data-drag-min: slider-section.tsx).
 */
export function start(root: HTMLElement): () => void {
  const n = (k: string) => Number(root.dataset[k]) || 0;
  return runSlider(root, { intervalMs: n('interval'), tickMs: n('tick'), dragMin: n('dragMin') });
}

/** Runs the slider in `root` ([data-slider]); returns a clean-up. */
export function runSlider(root: HTMLElement, { intervalMs, tickMs, dragMin }: SliderTiming): () => void {
  // (Markers the site wrote only, as every behaviour looks them up: site-markers.ts.)
  const slides = [...root.querySelectorAll<HTMLElement>(siteOnly('[data-slide-index]'))];
  const count = slides.length;
  if (count < 2) return () => {};
  const ticksPerSlide = Math.max(1, Math.round(intervalMs / Math.max(1, tickMs)));
  const stage = root.querySelector<HTMLElement>(siteOnly('[data-slider-stage]'));
  const bar = root.querySelector<HTMLElement>(siteOnly('[data-progress]'));
  const dots = [...root.querySelectorAll<HTMLElement>(siteOnly('[data-slider-go]'))];
  const pause = root.querySelector<HTMLButtonElement>(siteOnly('[data-slider-pause]'));
  let state: SliderState = { index: 0, ticks: 0 };
  let play: AutoplayState = { running: false, stopped: false, reduced: false };

  // What is on the page now. The clock ticks every 50 ms (SPEC), but a tick writes no style: the
  // bar's fill is one compositor animation per slide (Web Animations), played and paused with the
  // clock, so the page makes no frames of its own between slides. A style written on every tick
  // made a phone recalculate, paint and commit twenty frames a second: at 4x CPU each was ~50 ms
  // of main thread, all counted as blocking time. Without Web Animations the tick draws the bar.
  let drawnIndex = -1;
  let drawnStopped: boolean | undefined;
  const fill = bar?.firstElementChild as HTMLElement | null | undefined;
  let fillAnimation: Animation | undefined;
  const syncFill = () => {
    if (!fillAnimation) return;
    fillAnimation.currentTime = state.ticks * tickMs;
    if (play.running) fillAnimation.play();
    else fillAnimation.pause();
  };
  const draw = () => {
    const index = state.index;
    if (index !== drawnIndex) {
      drawSlides(index);
      if (fill && typeof fill.animate === 'function') {
        fillAnimation?.cancel();
        fillAnimation = fill.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
          duration: ticksPerSlide * tickMs,
          easing: 'linear',
          fill: 'forwards',
        });
        syncFill();
      }
    }
    const progress = Math.min(100, (state.ticks / ticksPerSlide) * 100);
    if (bar) bar.dataset.progress = String(Math.round(progress));
    if (fill && !fillAnimation) fill.style.transform = `scaleX(${progress / 100})`;
    const stopped = play.stopped;
    if (pause && stopped !== drawnStopped) {
      drawnStopped = stopped;
      pause.setAttribute('aria-pressed', String(stopped));
      pause.setAttribute('aria-label', (stopped ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? '');
      pause.querySelectorAll<HTMLElement>('[data-when]').forEach((g) => (g.hidden = g.dataset.when !== (stopped ? 'stopped' : 'running')));
    }
  };
  const drawSlides = (index: number) => {
    drawnIndex = index;
    slides.forEach((s, i) => {
      const current = i === index;
      s.toggleAttribute('data-current', current);
      s.toggleAttribute('inert', !current);
      if (current) s.removeAttribute('aria-hidden');
      else s.setAttribute('aria-hidden', 'true');
      if (current || i === (index + 1) % count || i === (index + count - 1) % count) showImage(s);
    });
    dots.forEach((d, i) => (i === index ? d.setAttribute('aria-current', 'true') : d.removeAttribute('aria-current')));
  };
  const go = (to: number) => {
    state = sliderReducer(state, { type: 'go', to, count });
    draw();
    syncFill(); // the same slide chosen again starts its bar again
  };

  const off = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) =>
    root.addEventListener(type, fn as EventListener, { signal: off.signal });
  on('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>(siteOnly('[data-slider-move], [data-slider-go], [data-slider-pause]'));
    if (!el) return;
    if (el.dataset.sliderMove) go(state.index + Number(el.dataset.sliderMove));
    else if (el.dataset.sliderGo) go(Number(el.dataset.sliderGo));
    else autoplay.setStopped(!play.stopped);
  });
  on('keydown', (e) => {
    if (e.key === 'ArrowLeft') go(state.index - 1);
    else if (e.key === 'ArrowRight') go(state.index + 1);
  });
  const unbindSwipe = bindSwipe(root, dragMin, { onPrev: () => go(state.index - 1), onNext: () => go(state.index + 1) });
  const autoplay = startAutoplay(root, {
    everyMs: tickMs,
    tick: () => {
      state = sliderReducer(state, { type: 'tick', count, ticksPerSlide });
      draw();
    },
    onChange: (s) => {
      play = s;
      if (pause) pause.hidden = s.reduced;
      if (stage) stage.setAttribute('aria-live', s.running ? 'off' : 'polite');
      draw();
      syncFill();
    },
  });
  return () => {
    off.abort();
    unbindSwipe();
    autoplay.destroy();
    fillAnimation?.cancel();
  };
}

/** A slide's image comes from data-src once it is the shown slide or a neighbour. */
function showImage(slide: HTMLElement): void {
  const img = slide.querySelector<HTMLImageElement>(siteOnly('img[data-src]'));
  if (!img) return;
  img.src = img.dataset.src!;
  img.removeAttribute('data-src');
}
