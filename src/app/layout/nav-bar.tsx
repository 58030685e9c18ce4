// Desktop navigation: dropdowns open on hover, focus or click; after each route change they stay
// hidden for 300 ms (SPEC) so a menu does not hang open over the new page. Fixed once the page is
// scrolled past 120 px. A tap on a dropdown before the bar's island wakes is answered from plain
// script (components/first-answer/: aria-expanded, from which the CSS shows the list), and the bar
// starts as the page shows it when it wakes.
import { useEffect, useId, useRef, useState } from 'react';
import { useSiteLocation } from '../../navigation/site-nav';
import { useSiteConfig } from '../../site-config/config-context';
import type { MenuEntry } from '../../generated/site-config';
import { Icon } from '../../components/icons/icons';
import { answer } from '../../components/first-answer/answer-marker';
import { expandedOf } from '../../components/first-answer/shown-state';
import { useTakeOver } from '../../components/first-answer/use-take-over';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import { useScrolledPast } from './use-scrolled-past';
import { MenuLink } from './menu-link';
import { erpLoginEntry, useMenu } from './use-menu';
import { MobileDrawer } from './mobile-drawer';
import styles from './nav-bar.module.css';
import { useLang } from '../../i18n/lang-provider';

function Dropdown({ entry, depth }: { entry: MenuEntry; depth: number }) {
  const t = useT();
  const lang = useLang();
  const menuId = useId();
  const [open, setOpen] = useTakeOver(() => expandedOf(menuId), false);
  const { pathname } = useSiteLocation();
  // A route change closes it, in the render that brings the new route.
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }
  const label = localText(lang, entry.label);
  return (
    <li
      className={styles.item}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          e.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={depth > 0 ? t('nav.expand', { label }) : undefined}
        onClick={() => setOpen((o) => !o)}
        {...answer('disclosure')}
      >
        {label} <Icon name={depth > 0 ? 'chevronRight' : 'chevronDown'} size={16} />
      </button>
      <ul id={menuId} className={depth > 0 ? `${styles.menu} ${styles.nested}` : styles.menu}>
        {entry.children!.map((c, i) => (
          <Entry key={i} entry={c} depth={depth + 1} />
        ))}
      </ul>
    </li>
  );
}

function Entry({ entry, depth }: { entry: MenuEntry; depth: number }) {
  if (entry.children) return <Dropdown entry={entry} depth={depth} />;
  return (
    <li className={styles.item}>
      <MenuLink entry={entry} className={depth === 0 ? styles.top : styles.sub} />
    </li>
  );
}

export function NavBar() {
  const { site } = useSiteConfig();
  const constants = site.constants;
  const t = useT();
  const lang = useLang();
  const menu = useMenu();
  const sticky = useScrolledPast(constants.stickyNavAt);
  const { pathname } = useSiteLocation();
  const [suppressed, setSuppressed] = useState(false);
  // After a route change only: on a prerendered page the bar wakes when the visitor first points
  // at it, and must not then ignore that very hover.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setSuppressed(true);
    const id = setTimeout(() => setSuppressed(false), constants.menuHideDelayMs);
    return () => clearTimeout(id);
  }, [pathname]);
  return (
    <div className={styles.slot}>
      <nav
        className={styles.bar}
        aria-label={t('nav.main')}
        data-sticky={sticky ? 'true' : 'false'}
        data-sticky-after={constants.stickyNavAt}
      >
        <div className={`container ${styles.inner}`}>
          <ul className={`${styles.list} ${suppressed ? styles.suppressed : ''}`}>
            {menu.map((e, i) => (
              <Entry key={i} entry={e} depth={0} />
            ))}
            <Dropdown entry={erpLoginEntry(lang, site)} depth={0} />
          </ul>
          <MobileDrawer menu={[...menu, erpLoginEntry(lang, site)]} />
        </div>
      </nav>
    </div>
  );
}
