// The full-screen image carousel of the gallery and the home highlights (SPEC §2 "Clicking a
// gallery photo opens a modal with a full-screen image carousel and a close button"). Built on the
// one Dialog (a native modal: the page behind inert, Escape and the back gesture close it, focus
// back to the photo that opened it). Previous / next wrap at both ends; arrow keys and horizontal
// one-finger swipes move too, while two fingers zoom into the photo (and, zoomed in, one finger
// moves around it instead of swiping); a counter says 'n / total'.
import { useEffect, useState, type RefObject } from 'react';
import { Dialog } from '../dialog/dialog';
import { SmartImage } from '../image/smart-image';
import { Icon } from '../icons/icons';
import { useT } from '../../i18n/use-t';
import { photoAlt } from '../image/photo-alt';
import { wrapIndex } from '../../lib/wrap-index';
import { useSwipe } from '../swipe/use-swipe';
import { useZoomed } from './use-zoomed';
import styles from './lightbox.module.css';
import { useLang } from '../../i18n/lang-provider';

export interface LightboxImage {
  /** Back-end path or URL, through SmartImage. */
  path: string;
  /** The upload's name; with the title it makes the alt text. */
  name: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The photo shown first each time the lightbox opens. */
  startIndex: number;
  open: boolean;
  onClose: () => void;
  /** The album (or section) title: the dialog's accessible name and part of each alt text. */
  title: string;
  /** Where focus goes on closing (the photo that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Called just before it is shown (Dialog's onOpening). */
  onOpening?: () => void;
}

export function Lightbox({ images, startIndex, open, onClose, title, returnFocusTo, onOpening }: LightboxProps) {
  const t = useT();
  const lang = useLang();
  const total = images.length;
  const [index, setIndex] = useState(() => wrapIndex(startIndex, total));
  // Each opening starts at startIndex (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setIndex(wrapIndex(startIndex, total));
  }
  const current = wrapIndex(index, total);
  const prev = () => setIndex((i) => wrapIndex(i - 1, total));
  const next = () => setIndex((i) => wrapIndex(i + 1, total));
  const swipe = useSwipe(prev, next);
  const zoomed = useZoomed();

  // The arrow keys move like the buttons.
  useEffect(() => {
    if (!open || total < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowLeft') {
        e.preventDefault();
        setIndex((i) => wrapIndex(i - 1, total));
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        setIndex((i) => wrapIndex(i + 1, total));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, total]);

  const image = images[current];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      fullscreen
      className={styles.dialog}
      returnFocusTo={returnFocusTo}
      onOpening={onOpening}
    >
      {!image ? (
        <p className="empty">{t('media.noImages')}</p>
      ) : (
        <div
          className={styles.stage}
          {...(zoomed ? {} : swipe.handlers)}
          aria-roledescription="carousel"
          data-lightbox-stage=""
          data-zoomed={zoomed || undefined}
        >
          <figure className={styles.figure}>
            <SmartImage
              key={current}
              path={image.path}
              alt={photoAlt(lang, image, title, current + 1)}
              width={1600}
              height={1200}
              opened
              className={styles.image}
              draggable={false}
            />
          </figure>
          {total > 1 && (
            <>
              <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={prev} aria-label={t('media.previousPhoto')}>
                <Icon name="chevronLeft" size={32} />
              </button>
              <button type="button" className={`${styles.nav} ${styles.next}`} onClick={next} aria-label={t('media.nextPhoto')}>
                <Icon name="chevronRight" size={32} />
              </button>
            </>
          )}
          <p className={styles.counter} aria-live="polite" aria-atomic="true" data-lightbox-counter="">
            {t('media.photoCounter', { n: current + 1, total })}
          </p>
        </div>
      )}
    </Dialog>
  );
}
