// Phones: a side drawer with a nested accordion menu. It is a native modal <dialog> (the page
// behind is inert; Escape, Android's back gesture, the close button and a press beside it close
// it; focus returns to the menu button: components/dialog/use-modal-dialog.ts). It closes itself
// after navigation, and when the window widens to the desktop layout (its toggle is hidden there,
// so it could not be closed and the page would stay inert and scroll-locked). Its markup is in
// the page, closed, so that before its island wakes a tap opens it and unfolds its accordion from
// plain script (components/first-answer/); when it wakes it starts as the page shows it.
import { useEffect, useId, useRef, useState } from 'react';
import { useSiteLocation } from '../../navigation/site-nav';
import type { MenuEntry } from '../../generated/site-config';
import { Icon } from '../../components/icons/icons';
import { useModalDialog } from '../../components/dialog/use-modal-dialog';
import { answer } from '../../components/first-answer/answer-marker';
import { dialogOpen, expandedOf } from '../../components/first-answer/shown-state';
import { useTakeOver } from '../../components/first-answer/use-take-over';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import { MenuLink } from './menu-link';
import styles from './mobile-drawer.module.css';
import { useLang } from '../../i18n/lang-provider';

function Accordion({ entries, depth }: { entries: MenuEntry[]; depth: number }) {
  return (
    <ul className={depth ? styles.subList : styles.list}>
      {entries.map((e, i) => (
        <AccordionItem key={i} entry={e} depth={depth} />
      ))}
    </ul>
  );
}

function AccordionItem({ entry, depth }: { entry: MenuEntry; depth: number }) {
  const lang = useLang();
  const id = useId();
  const [open, setOpen] = useTakeOver(() => expandedOf(id), false);
  if (!entry.children) {
    return (
      <li>
        <MenuLink entry={entry} className={styles.link} />
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        {...answer('disclosure')}
      >
        {localText(lang, entry.label)}
        <span className={styles.chev}>
          <Icon name="chevronDown" size={18} />
        </span>
      </button>
      <div id={id} hidden={!open} data-shown-when="expanded">
        <Accordion entries={entry.children} depth={depth + 1} />
      </div>
    </li>
  );
}

export function MobileDrawer({ menu }: { menu: MenuEntry[] }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDialogElement>(null);
  const { pathname } = useSiteLocation();
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useTakeOver(() => dialogOpen(panelId), false);

  // A route change closes it, in the render that brings the new route.
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }

  // Only a change from phone to desktop width closes it: useIsMobile() is false until the first
  // client render has settled (and where matchMedia is missing), which must not close it.
  const isMobile = useIsMobile();
  const wasMobile = useRef(isMobile);
  useEffect(() => {
    if (wasMobile.current && !isMobile) setOpen(false);
    wasMobile.current = isMobile;
  }, [isMobile, setOpen]);

  useModalDialog(panel, open, () => setOpen(false), button);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        data-testid="menu-toggle"
        {...answer('dialog')}
      >
        <Icon name="menu" size={26} />
      </button>
      {/* Always in the page, closed until opened (showModal: use-modal-dialog.ts; its `open` is the
          browser's, which the page's script may have set before hydration). */}
      <dialog ref={panel} id={panelId} className={styles.panel} aria-labelledby={titleId} data-testid="drawer" suppressHydrationWarning>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('nav.main')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => setOpen(false)}
            aria-label={t('nav.closeMenu')}
            {...answer('close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-labelledby={titleId}>
          <Accordion entries={menu} depth={0} />
        </nav>
      </dialog>
    </>
  );
}
