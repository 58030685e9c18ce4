// One album's photo widget (SPEC §2 "Photo widget"): the current photo with previous / next arrows
// that wrap at both ends, arrow keys and swipe; 'No images available' for an empty album.
// Clicking the photo opens the full-screen Lightbox at that photo; closing it returns focus here.
// Every photo is in the page, all but the current one hidden (a hidden lazy picture is not
// fetched), with a plain viewer <dialog>, so that before the island wakes the arrows and the
// photo answer from plain script (photo-answer.ts); the widget then starts on the photo the page
// shows, and the lightbox takes the viewer's place if it is open (first-answer/shown-state.ts).
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { SmartImage } from '../image/smart-image';
import { IMAGE_SIZES } from '../image/image-sizes';
import { Icon } from '../icons/icons';
import { Lightbox, type LightboxImage } from '../lightbox/lightbox';
import { useSwipe } from '../swipe/use-swipe';
import { closeModal } from '../dialog/modal';
import { answer } from '../first-answer/answer-marker';
import { photoShown, photoViewer } from '../first-answer/shown-state';
import { useTakeOver } from '../first-answer/use-take-over';
import { useT } from '../../i18n/use-t';
import { photoAlt } from '../image/photo-alt';
import { wrapIndex } from '../../lib/wrap-index';
import styles from './photo-widget.module.css';
import { useLang } from '../../i18n/lang-provider';

export interface PhotoWidgetProps {
  /** The album title: the widget's label, the lightbox title and part of each alt text. */
  title: string;
  images: readonly LightboxImage[];
  className?: string;
  /** How wide the photo is laid out (the <img> sizes): a card of the grid by default. */
  sizes?: string;
}

export function PhotoWidget({ title, images, className, sizes = IMAGE_SIZES.grid3 }: PhotoWidgetProps) {
  const t = useT();
  const lang = useLang();
  const total = images.length;
  const widgetId = useId();
  const [index, setIndex] = useTakeOver(() => photoShown(widgetId)?.index ?? null, 0);
  const [open, setOpen] = useTakeOver(() => photoShown(widgetId)?.viewing ?? null, false);
  const photoRef = useRef<HTMLButtonElement>(null);
  // The lightbox takes an open plain viewer's place a render after the island wakes (Dialog
  // portals only then): a viewer the visitor closes in between takes the lightbox with it.
  const viewerWatch = useRef<AbortController | null>(null);
  useLayoutEffect(() => {
    const viewer = photoViewer(widgetId);
    if (!open || !viewer?.hasAttribute('open')) return;
    const watch = new AbortController();
    viewerWatch.current = watch;
    viewer.addEventListener('close', () => setOpen(false), { signal: watch.signal });
    return () => watch.abort();
  }, [open, widgetId, setOpen]);
  const current = wrapIndex(index, total);
  const prev = () => setIndex((i) => wrapIndex(i - 1, total));
  const next = () => setIndex((i) => wrapIndex(i + 1, total));
  const swipe = useSwipe(prev, next);

  const onKeyDown = (e: KeyboardEvent) => {
    // Keys from the lightbox (a portal, but a React child) are the lightbox's own.
    if (total < 2 || open || !e.currentTarget.contains(e.target as Node)) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    }
  };

  const cls = [styles.widget, className].filter(Boolean).join(' ');
  const image = images[current];
  if (!image) {
    return (
      <div className={cls}>
        <p className={`empty ${styles.empty}`}>{t('media.noImages')}</p>
      </div>
    );
  }
  const label = (i: number) => t('media.openPhoto', { n: i + 1, total, alt: photoAlt(lang, images[i], title, i + 1) });
  const counter = (i: number) => t('media.photoCounter', { n: i + 1, total });
  return (
    <div
      id={widgetId}
      className={cls}
      role="group"
      aria-roledescription="carousel"
      aria-label={title || undefined}
      onKeyDown={onKeyDown}
      data-photo-widget=""
    >
      <div className={styles.frame} {...swipe.handlers}>
        <button
          ref={photoRef}
          type="button"
          className={styles.photo}
          onClick={() => !swipe.didSwipe() && setOpen(true)}
          aria-label={label(current)}
          aria-haspopup="dialog"
          {...answer('photo-view')}
        >
          {images.map((img, i) => (
            <SmartImage
              key={i}
              path={img.path}
              alt={photoAlt(lang, img, title, i + 1)}
              width={800}
              height={600}
              sizes={sizes}
              className={styles.image}
              draggable={false}
              hidden={i !== current}
              data-photo=""
              data-label={label(i)}
              data-counter={counter(i)}
            />
          ))}
        </button>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.prev}`}
              onClick={prev}
              aria-label={t('media.previousPhoto')}
              data-step="-1"
              {...answer('photo-step')}
            >
              <Icon name="chevronLeft" size={28} />
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={next}
              aria-label={t('media.nextPhoto')}
              data-step="1"
              {...answer('photo-step')}
            >
              <Icon name="chevronRight" size={28} />
            </button>
          </>
        )}
        <span className={styles.counter} aria-live="polite" aria-atomic="true" data-photo-counter="">
          {counter(current)}
        </span>
      </div>
      {/* The viewer before React (photo-answer.ts): the photo as the widget shows it, and a close
          button; Escape and the back gesture close it too. Never opened by React (the page's script
          may have opened it before hydration: its `open` is not React's). */}
      <dialog className={styles.viewer} aria-label={title || label(current)} data-photo-viewer="" suppressHydrationWarning>
        <SmartImage path={image.path} alt={photoAlt(lang, image, title, current + 1)} width={1600} height={1200} loading="lazy" opened />
        <button type="button" className={styles.viewerClose} aria-label={t('app.close')} {...answer('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </dialog>
      {/* Focus goes back to the photo even where a click does not focus buttons (Safari). */}
      <Lightbox
        images={images}
        startIndex={current}
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        returnFocusTo={photoRef}
        onOpening={() => {
          viewerWatch.current?.abort();
          const viewer = photoViewer(widgetId);
          if (viewer) closeModal(viewer);
        }}
      />
    </div>
  );
}
