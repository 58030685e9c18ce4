import { constants } from '../../config/site-config';
import { Icon } from '../../components/icons/icons';
import { useT } from '../../i18n/use-t';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import styles from './back-to-top.module.css';

/** SPEC: a back-to-top button appears after scrolling past 300 px. */
export function BackToTop() {
  const t = useT();
  const shown = useScrolledPast(constants.backToTopAt);
  if (!shown) return null;
  return (
    <button type="button" className={styles.button} onClick={() => window.scrollTo({ top: 0 })} aria-label={t('app.backToTop')} data-testid="back-to-top">
      <Icon name="up" size={24} />
    </button>
  );
}
