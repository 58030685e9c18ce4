// The site's one dialog (SPEC §4 "Modal"): default width 400 px, blurred backdrop, focus moved in
// and kept inside, Escape and the close button close it, focus returns to what opened it.
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/use-t';
import { trapTab, focusableIn } from './focusable';
import styles from './dialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Accessible name; shown as the heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  width?: number;
  /** Full-screen (image carousels). */
  fullscreen?: boolean;
  children: ReactNode;
  className?: string;
}

export function Dialog({ open, onClose, title, hideTitle, width = 400, fullscreen, children, className }: Props) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const [mounted, setMounted] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!open || !mounted) return;
    opener.current = document.activeElement;
    const root = panel.current!;
    const first = focusableIn(root).find((el) => !el.dataset.dialogClose) ?? root;
    first.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
      } else trapTab(e, root);
    };
    document.addEventListener('keydown', onKey);
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = prevOverflow;
      const back = opener.current as HTMLElement | null;
      if (back && typeof back.focus === 'function' && document.contains(back)) back.focus();
    };
  }, [open, mounted]);

  if (!open || !mounted) return null;
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel, fullscreen ? styles.fullscreen : '', className].filter(Boolean).join(' ')}
        style={fullscreen ? undefined : ({ '--dialog-width': `${width}px` } as CSSProperties)}
      >
        <div className={hideTitle ? styles.srOnlyHead : styles.head}>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : styles.title}>
            {title}
          </h2>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('app.close')} data-dialog-close="1">
          <span aria-hidden="true">×</span>
        </button>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
