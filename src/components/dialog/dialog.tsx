// The site's one dialog (SPEC §4 "Modal"): default width 400 px, blurred backdrop. A native
// <dialog> opened with showModal() (use-modal-dialog.ts): the page behind is inert, Escape, the
// back gesture, the close button and a press on the backdrop close it, focus returns to what
// opened it. Focus starts on the content's first control, or on the dialog itself while the
// content has none; the close button (placed top right) comes last in the markup and in Tab order.
// It is portalled to <body>: a dialog inside a form would nest forms, and one inside an island's
// markup must not inherit that island's styles or `inert`.
import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/use-t';
import { useModalDialog } from './use-modal-dialog';
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
  /** Where focus goes on closing; by default the element focused when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * Called as it opens, just before it is shown: a plain-script viewer it replaces closes then, so
   * that focus is back on the viewer's opener first and this dialog returns there on closing (the
   * browser's own return, at once, not only React's a moment later).
   */
  onOpening?: () => void;
}

const noSubscribe = () => () => {};
/** False on the server and while hydrating (no document to portal into), true after. */
const useClient = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

export function Dialog({ open, onClose, title, hideTitle, width = 400, fullscreen, children, className, returnFocusTo, onOpening }: Props) {
  const client = useClient();
  if (!open || !client) return null;
  return createPortal(
    <OpenDialog
      onClose={onClose}
      title={title}
      hideTitle={hideTitle}
      width={width}
      fullscreen={fullscreen}
      className={className}
      returnFocusTo={returnFocusTo}
      onOpening={onOpening}
    >
      {children}
    </OpenDialog>,
    document.body,
  );
}

function OpenDialog({ onClose, title, hideTitle, width, fullscreen, children, className, returnFocusTo, onOpening }: Omit<Props, 'open'>) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // (Effects run in order: this one before the one that shows the dialog.)
  const opening = useEffectEvent(() => onOpening?.());
  useLayoutEffect(() => opening(), []);
  useModalDialog(ref, true, onClose, returnFocusTo);
  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={[styles.panel, fullscreen ? styles.fullscreen : '', className].filter(Boolean).join(' ')}
      style={fullscreen ? undefined : ({ '--dialog-width': `${width}px` } as CSSProperties)}
    >
      <div className={hideTitle ? styles.srOnlyHead : styles.head}>
        <h2 id={titleId} className={hideTitle ? 'sr-only' : styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body}>{children}</div>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('app.close')} data-dialog-close="">
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
