import { useT } from '../../i18n/use-t';
import styles from './full-screen-loader.module.css';

/** SPEC: a full-screen loader replaces the site while the loading flag is set. */
export function FullScreenLoader() {
  const t = useT();
  return (
    <div className={styles.loader} role="status" aria-live="polite" data-full-screen-loader="">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
