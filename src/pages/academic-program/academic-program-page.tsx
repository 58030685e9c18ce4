// /academics/academic-program?TranId=X: one academic program (reached from the home program
// cards). A missing or unknown TranId says so and links to the list.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useSiteSearchParams } from '../../navigation/site-nav';
import { useAcademicPrograms } from '../../api/hooks';
import { queryTranId } from '../../hooks/use-scroll-to-target';
import { LoadState } from '../../components/load-state/load-state';
import { SmartImage } from '../../components/image/smart-image';
import { AcademicProgramBody } from '../academic-programs/academic-program-body';
import { useT } from '../../i18n/use-t';
import shared from '../info-pages.module.css';
import styles from './academic-program-page.module.css';

export default function AcademicProgramPage() {
  const href = useHref();
  const t = useT();
  const [params] = useSiteSearchParams();
  const tranId = queryTranId(params);
  const { data, isLoading, failed } = useAcademicPrograms();
  const item = tranId ? data.find((i) => i.id !== null && String(i.id) === tranId) : undefined;
  const back = (
    <SiteLink className="btn btn-outline" to={href('academic-programs')}>
      {t('info.allAcademicPrograms')}
    </SiteLink>
  );
  if (!tranId) {
    return (
      <div className={`container section ${shared.page}`} data-page="academic-program">
        <div className={`empty ${shared.notice}`} role="status">
          <p>{t('info.academicMissing')}</p>
          {back}
        </div>
      </div>
    );
  }
  return (
    <div className={`container section ${shared.page}`} data-page="academic-program">
      <LoadState look="text" isLoading={isLoading} failed={failed}>
        {item ? (
          <article className={`card ${styles.article}`}>
            {item.image && (
              <div className={styles.image}>
                <SmartImage path={item.image} alt={item.title} width={960} height={540} priority />
              </div>
            )}
            <div className={styles.body}>
              <h2 className={shared.rowTitle}>{item.title}</h2>
              <AcademicProgramBody item={item} />
              <div className={shared.actions}>{back}</div>
            </div>
          </article>
        ) : (
          <div className={`empty ${shared.notice}`} role="status">
            <p>{t('info.academicNotFound')}</p>
            {back}
          </div>
        )}
      </LoadState>
    </div>
  );
}
