import { useConstants } from '../../site-config/config-context';
import { Icon } from '../../components/icons/icons';
import { useT } from '../../i18n/use-t';
import { useScrolledPast } from './use-scrolled-past';
import styles from './back-to-top.module.css';

/**
 * SPEC: a back-to-top button appears after scrolling past 300 px. It is always in the HTML, hidden
 * until then: on a prerendered page the loader shows it and scrolls up (data-show-after,
 * data-scroll-top; src/islands/behaviors.ts) without any island.
 */
export function BackToTop() {
  const constants = useConstants();
  const t = useT();
  const shown = useScrolledPast(constants.backToTopAt);
  return (
    <button
      type="button"
      className={styles.button}
      hidden={!shown}
      onClick={() => window.scrollTo({ top: 0 })}
      aria-label={t('app.backToTop')}
      data-testid="back-to-top"
      data-show-after={constants.backToTopAt}
      data-scroll-top=""
    >
      <Icon name="up" size={24} />
    </button>
  );
}
