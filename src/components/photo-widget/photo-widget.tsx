// One album's photo widget (SPEC §2 "Photo widget"): the current photo with previous / next arrows
// that wrap at both ends, arrow keys and swipe; 'No images available' for an empty album.
// Clicking the photo opens the full-screen Lightbox at that photo; closing it returns focus here.
import { useRef, useState, type KeyboardEvent } from 'react';
import { SmartImage } from '../image/smart-image';
import { Icon } from '../icons/icons';
import { Lightbox, type LightboxImage } from '../lightbox/lightbox';
import { useSwipe } from '../swipe/use-swipe';
import { useT } from '../../i18n/use-t';
import { photoAlt } from '../image/photo-alt';
import { wrapIndex } from '../../lib/wrap-index';
import styles from './photo-widget.module.css';

export interface PhotoWidgetProps {
  /** The album title: the widget's label, the lightbox title and part of each alt text. */
  title: string;
  images: readonly LightboxImage[];
  className?: string;
}

export function PhotoWidget({ title, images, className }: PhotoWidgetProps) {
  const t = useT();
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const photoRef = useRef<HTMLButtonElement>(null);
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
  const alt = photoAlt(image, title, current + 1);
  return (
    <div className={cls} role="group" aria-roledescription="carousel" aria-label={title || undefined} onKeyDown={onKeyDown}>
      <div className={styles.frame} {...swipe.handlers}>
        <button
          ref={photoRef}
          type="button"
          className={styles.photo}
          onClick={() => !swipe.didSwipe() && setOpen(true)}
          aria-label={t('media.openPhoto', { n: current + 1, total, alt })}
          aria-haspopup="dialog"
        >
          <SmartImage key={current} path={image.path} alt="" width={800} height={600} className={styles.image} draggable={false} />
        </button>
        {total > 1 && (
          <>
            <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={prev} aria-label={t('media.previousPhoto')}>
              <Icon name="chevronLeft" size={28} />
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={next} aria-label={t('media.nextPhoto')}>
              <Icon name="chevronRight" size={28} />
            </button>
          </>
        )}
        <span className={styles.counter} aria-live="polite" aria-atomic="true" data-photo-counter="">
          {t('media.photoCounter', { n: current + 1, total })}
        </span>
      </div>
      {/* Focus goes back to the photo even where a click does not focus buttons (Safari). */}
      <Lightbox images={images} startIndex={current} open={open} onClose={() => setOpen(false)} title={title} returnFocusTo={photoRef} />
    </div>
  );
}
