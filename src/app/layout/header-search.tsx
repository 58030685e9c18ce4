// The header's search box: a plain form to the search page (GET ?q=), so it works with JavaScript
// off and before any script; the search page runs the query from its address. Nothing of the
// search (Pagefind, its index) loads here.
import { useId } from 'react';
import { useHref } from '../../navigation/href';
import { useAddress } from '../../navigation/site-nav';
import { Icon } from '../../components/icons/icons';
import { useT } from '../../i18n/use-t';
import styles from './header-search.module.css';

export function HeaderSearch() {
  const t = useT();
  const href = useHref();
  const address = useAddress();
  const id = useId();
  return (
    <form role="search" action={address(href('search'))} method="get" className={styles.search}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input id={id} type="search" name="q" className={styles.input} placeholder={t('search.placeholder')} enterKeyHint="search" />
      <button type="submit" className={styles.button}>
        <Icon name="search" size={18} />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}
