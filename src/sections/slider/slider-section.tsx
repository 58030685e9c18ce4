// SPEC §2 home 2 and §4: the hero slider. Slides by OrderNo; with more than one slide it advances
// every constants.sliderIntervalMs, wrapping, while a progress bar fills in constants.sliderTickMs
// steps up to 100. It waits while the mouse is over it or keyboard focus is inside, stops once
// touched or paused with its button, stops while the tab is hidden, and never moves by itself for
// visitors who prefer reduced motion. The first slide's image is the first screen's main image.
import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useSlider } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import { Icon } from '../../components/icons/icons';
import { SmartImage } from '../../components/image/smart-image';
import { usePageVisible, useReducedMotion } from '../../components/carousel/use-media';
import { keyboardWasLast, trackModality } from '../../components/carousel/use-autoplay';
import { constants, siteConfig } from '../../config/site-config';
import { useT } from '../../i18n/use-t';
import { htmlToText } from '../../lib/truncate';
import type { SectionProps } from '../section-props';
import { sliderReducer, type SliderState } from './slider-state';
import styles from './slider.module.css';

export default function SliderSection(_props: SectionProps<'slider'>) {
  const t = useT();
  const { data } = useSlider();
  const slides = byOrder(data);
  const count = slides.length;
  const ticksPerSlide = Math.max(1, Math.round(constants.sliderIntervalMs / Math.max(1, constants.sliderTickMs)));
  const [state, dispatch] = useReducer(sliderReducer, { index: 0, ticks: 0 } satisfies SliderState);
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [stopped, setStopped] = useState(false);
  const id = useId();
  const swipe = useRef<{ x: number; y: number } | null>(null);

  const index = count ? state.index % count : 0;
  const running = count > 1 && !reduced && visible && !hover && !focus && !stopped;

  useEffect(trackModality, []);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', count, ticksPerSlide }), constants.sliderTickMs);
    return () => window.clearInterval(timer);
  }, [running, count, ticksPerSlide]);

  if (!count) return null;

  const go = (to: number) => dispatch({ type: 'go', to, count });
  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'ArrowRight') go(index + 1);
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') setStopped(true);
    swipe.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || count < 2) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= siteConfig.carousels.dragMin && Math.abs(dx) > Math.abs(e.clientY - start.y)) go(dx < 0 ? index + 1 : index - 1);
  };
  const progress = Math.min(100, (state.ticks / ticksPerSlide) * 100);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('section.slider.label')}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHover(false)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipe.current = null)}
      onFocus={() => keyboardWasLast() && setFocus(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocus(false)}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage} id={id} aria-live={running ? 'off' : 'polite'}>
        {slides.map((s, i) => {
          const current = i === index;
          // Only the shown slide and the next one load their image (slow networks).
          const load = current || i === (index + 1) % count || i === (index + count - 1) % count;
          const title = s.mainTitle || s.title;
          const sub = s.mainTitle && s.title ? s.title : '';
          const text = htmlToText(s.description);
          return (
            <div
              key={s.id ?? i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('app.slide', { n: i + 1, total: count })}
              aria-hidden={current ? undefined : true}
              inert={!current}
              className={[styles.slide, current ? styles.current : ''].filter(Boolean).join(' ')}
              data-slide-index={i}
              data-current={current || undefined}
            >
              {load && s.image ? (
                <SmartImage path={s.image} alt={title} width={1600} height={700} priority={i === 0} loading={i === 0 ? 'eager' : 'lazy'} className={styles.image} />
              ) : (
                <div className={styles.image} />
              )}
              {(title || text) && (
                <div className={styles.caption}>
                  {title && <p className={styles.title}>{title}</p>}
                  {sub && <p className={styles.sub}>{sub}</p>}
                  {text && <p className={styles.text}>{text}</p>}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <div className={styles.progress} aria-hidden="true" data-progress={Math.round(progress)}>
            <span style={{ transform: `scaleX(${progress / 100})` }} />
          </div>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(index - 1)} aria-label={t('app.previous')} aria-controls={id}>
            <Icon name="chevronLeft" size={28} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(index + 1)} aria-label={t('app.next')} aria-controls={id}>
            <Icon name="chevronRight" size={28} />
          </button>
          <div className={styles.controls}>
            {!reduced && (
              <button
                type="button"
                className={styles.pause}
                onClick={() => setStopped((v) => !v)}
                aria-label={stopped ? t('section.slider.play') : t('section.slider.pause')}
                aria-pressed={stopped}
              >
                {stopped ? <Icon name="play" size={18} /> : <PauseGlyph />}
              </button>
            )}
            {slides.map((s, i) => (
              <button
                key={s.id ?? i}
                type="button"
                className={styles.dot}
                aria-label={t('section.slider.goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={id}
                onClick={() => go(i)}
              >
                <span />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
    </svg>
  );
}
