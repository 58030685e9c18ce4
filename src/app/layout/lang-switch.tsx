import { useLang } from '../../i18n/lang-provider';
import { useT } from '../../i18n/use-t';
import styles from './lang-switch.module.css';

/** Switches between English and Nepali; the button names the other language, in that language. */
export function LangSwitch() {
  const t = useT();
  const [lang, setLang] = useLang();
  const other = lang === 'en' ? 'ne' : 'en';
  return (
    // The visible name is part of the accessible name (WCAG 2.5.3, axe label-content-name-mismatch):
    // "नेपाली" in Nepali, then the explanation for screen readers in the current language.
    <button type="button" className={styles.switch} onClick={() => setLang(other)} data-testid="lang-switch">
      <span lang={other}>{t('lang.switch')}</span>
      <span className="sr-only"> ({t('lang.switchLabel')})</span>
    </button>
  );
}
