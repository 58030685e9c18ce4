// The numbered links under a list shown in pages (src/navigation/list-page-routes.ts): previous, the
// numbers (the current one marked, not a link), next. Plain links: each page is prerendered, so
// they work with JavaScript off.
import { SiteLink } from '../../navigation/site-link';
import { useT } from '../../i18n/use-t';
import { localDigits } from '../../i18n/t';
import { useLang } from '../../i18n/lang-provider';
import { pageCount } from '../../lib/list-page';
import { pageNumbers } from './page-numbers';
import styles from './list-pages.module.css';

interface Props {
  /** The link to page n of this list (href with its kind and parameters, and `page`). */
  to: (page: number) => string;
  page: number;
  total: number;
  size: number;
}

export function ListPages({ to, page, total, size }: Props) {
  const t = useT();
  const lang = useLang();
  const pages = pageCount(total, size);
  const numbers = pageNumbers(page, pages);
  if (!numbers.length) return null;
  return (
    <nav className={styles.pages} aria-label={t('app.listPages')}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <SiteLink to={to(page - 1)} className={styles.step} rel="prev">
              {t('app.previousPage')}
            </SiteLink>
          </li>
        )}
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={styles.current} aria-current="page">
                  <span className="sr-only">{t('app.pageNumber', { page: n })}</span>
                  <span aria-hidden="true">{localDigits(lang, n)}</span>
                </span>
              ) : (
                <SiteLink to={to(n)} className={styles.number} aria-label={t('app.pageNumber', { page: n })}>
                  {localDigits(lang, n)}
                </SiteLink>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <SiteLink to={to(page + 1)} className={styles.step} rel="next">
              {t('app.nextPage')}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
