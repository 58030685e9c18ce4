// /public-info/mandatory-disclosure (SPEC §2): the first disclosure's Title and HTML Description;
// 'N/A' when there is none.
import { useDisclosures } from '../../api/hooks';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { LoadState } from '../../components/load-state/load-state';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import styles from './mandatory-disclosure-page.module.css';

export default function MandatoryDisclosurePage(_: PageProps) {
  const t = useT();
  const { data, isLoading, failed } = useDisclosures();
  const first = data[0];
  return (
    <div className="container section" data-page="mandatory-disclosure">
      <LoadState isLoading={isLoading} failed={failed} empty={!first} emptyText={t('app.na')} skeletons={1}>
        {first && (
          <article className={`card ${styles.doc}`}>
            {first.title && <h2 className={styles.title}>{first.title}</h2>}
            {first.description ? <SafeHtml html={first.description} headingsFrom={first.title ? 3 : 2} /> : <p>{t('app.na')}</p>}
          </article>
        )}
      </LoadState>
    </div>
  );
}
