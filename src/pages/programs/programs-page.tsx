// /programs: GetProgramList by OrderNo (missing orders last), each card linking to
// /programs/{slug of its Name}.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { usePrograms } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import { LoadState } from '../../components/load-state/load-state';
import { programSlug } from '../info-match';
import { htmlToText } from '../../lib/truncate';
import { useT } from '../../i18n/use-t';
import styles from './programs-page.module.css';
import shared from '../info-pages.module.css';

export default function ProgramsPage() {
  const href = useHref();
  const t = useT();
  const { data, isLoading, failed } = usePrograms();
  const programs = byOrder(data).filter((p) => programSlug(p));
  return (
    <div className={`container section ${shared.page}`} data-page="programs">
      <LoadState look="text" isLoading={isLoading} failed={failed} empty={!programs.length}>
        <ul className={styles.cards}>
          {programs.map((p, i) => {
            const text = htmlToText(p.description);
            return (
              <li key={`${p.id ?? ''}-${i}`} className={`card ${styles.card}`}>
                <span className={styles.number} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h2 className={styles.title}>
                  <SiteLink className={styles.link} to={href('program-detail', { slug: programSlug(p) })}>
                    {p.name}
                  </SiteLink>
                </h2>
                {text && <p className={styles.text}>{text}</p>}
                <span className={styles.more} aria-hidden="true">
                  {t('app.readMore')} →
                </span>
              </li>
            );
          })}
        </ul>
      </LoadState>
    </div>
  );
}
