// The language switch: a link to this page in the other language (its address there,
// src/lib/lang-path.ts), marked so that following it makes that language the visitor's choice,
// which every page then keeps to (src/i18n/lang-choice.js). A page load, no script: it works on a
// prerendered page before anything woke, and the service worker and prefetch make it quick.
import { useSiteConfig } from '../../site-config/config-context';
import { langChoiceHash } from '../../i18n/lang-choice.js';
import { useLang } from '../../i18n/lang-provider';
import { useT } from '../../i18n/use-t';
import { addressIn, sitePathOf } from '../../lib/lang-path';
import { useSiteLocation } from '../../navigation/site-nav';
import styles from './lang-switch.module.css';

/** The link to this page in the other language; it names that language, in that language. */
export function LangSwitch() {
  const t = useT();
  const lang = useLang();
  const other = lang === 'en' ? 'ne' : 'en';
  const { pathname, search } = useSiteLocation();
  // (This page's path on this site: '//host/' read as it is would make the link leave it.)
  const to = addressIn(sitePathOf(pathname) + search, other, useSiteConfig().site.defaultLanguage ?? 'en') + langChoiceHash(other);
  return (
    // The visible name is part of the accessible name (WCAG 2.5.3, axe label-content-name-mismatch):
    // "नेपाली" in Nepali, then the explanation for screen readers in the current language.
    <a href={to} hrefLang={other} className={styles.switch} data-testid="lang-switch">
      <span lang={other}>{t('lang.switch')}</span>
      <span className="sr-only"> ({t('lang.switchLabel')})</span>
    </a>
  );
}
