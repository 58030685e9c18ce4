// SPEC §2 home 2 and §4: the hero slider. Slides by OrderNo; with more than one slide it advances
// every constants.sliderIntervalMs, wrapping, while a progress bar fills in constants.sliderTickMs
// steps up to 100. It waits while the mouse is over it or keyboard focus is inside, stops once
// touched or paused with its button, stops while the tab is hidden, and never moves by itself for
// visitors who prefer reduced motion. The first slide's image is the first screen's main image.
// The markup is all here, in the prerendered page too; what it does is slider-behavior.ts, run by
// the page's loader without React.
import { useEffect, useId, useRef } from 'react';
import { useSlider } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import { Icon } from '../../components/icons/icons';
import { SmartImage } from '../../components/image/smart-image';
import { useSiteConfig, useConstants } from '../../site-config/config-context';
import { useT } from '../../i18n/use-t';
import { fileUrl, useFileHost } from '../../api/file-url';
import { htmlToText } from '../../lib/truncate';
import type { SectionProps } from '../section-props';
import { runSlider } from './slider-behavior';
import styles from './slider.module.css';

export default function SliderSection(_props: SectionProps<'slider'>) {
  const siteConfig = useSiteConfig();
  const constants = useConstants();
  const t = useT();
  const { data } = useSlider();
  const fileHost = useFileHost();
  const slides = byOrder(data);
  const count = slides.length;
  const id = useId();
  const root = useRef<HTMLElement>(null);
  // In the client-rendered app (on a prerendered page the loader runs it): what it does is
  // slider-behavior.ts, on this markup.
  useEffect(
    () =>
      root.current
        ? runSlider(root.current, {
            intervalMs: constants.sliderIntervalMs,
            tickMs: constants.sliderTickMs,
            dragMin: siteConfig.carousels.dragMin,
          })
        : undefined,
    [count],
  );
  if (!count) return null;

  return (
    <section
      ref={root}
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('section.slider.label')}
      data-slider=""
      data-interval={constants.sliderIntervalMs}
      data-tick={constants.sliderTickMs}
      data-drag-min={siteConfig.carousels.dragMin}
    >
      <div className={styles.stage} id={id} aria-live="off" data-slider-stage="">
        {slides.map((s, i) => {
          const current = i === 0;
          // Only the shown slide and its neighbours load their image (slow networks); the others
          // get it from data-src when they come near.
          const near = current || i === 1 || i === count - 1;
          const title = s.mainTitle || s.title;
          const sub = s.mainTitle && s.title ? s.title : '';
          const text = htmlToText(s.description);
          const url = fileUrl(s.image, fileHost);
          return (
            <div
              key={s.id ?? i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('app.slide', { n: i + 1, total: count })}
              aria-hidden={current ? undefined : true}
              inert={!current}
              className={styles.slide}
              data-slide-index={i}
              data-current={current || undefined}
            >
              {s.image && near ? (
                <SmartImage
                  path={s.image}
                  alt={title}
                  width={1600}
                  height={700}
                  priority={i === 0}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  className={styles.image}
                />
              ) : url ? (
                <img
                  data-src={url}
                  data-img=""
                  alt={title}
                  width={1600}
                  height={700}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
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
          <div className={styles.progress} aria-hidden="true" data-progress="0">
            <span style={{ transform: 'scaleX(0)' }} />
          </div>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('app.previous')}
            aria-controls={id}
            data-slider-move="-1"
          >
            <Icon name="chevronLeft" size={28} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('app.next')}
            aria-controls={id}
            data-slider-move="1"
          >
            <Icon name="chevronRight" size={28} />
          </button>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.pause}
              aria-label={t('section.slider.pause')}
              aria-pressed={false}
              data-slider-pause=""
              data-label-pause={t('section.slider.pause')}
              data-label-play={t('section.slider.play')}
            >
              <span data-when="running">
                <PauseGlyph />
              </span>
              <span data-when="stopped" hidden>
                <Icon name="play" size={18} />
              </span>
            </button>
            {slides.map((s, i) => (
              <button
                key={s.id ?? i}
                type="button"
                className={styles.dot}
                aria-label={t('section.slider.goTo', { n: i + 1 })}
                aria-current={i === 0 ? 'true' : undefined}
                aria-controls={id}
                data-slider-go={i}
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
