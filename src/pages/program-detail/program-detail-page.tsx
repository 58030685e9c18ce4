// /programs/:slug: the program whose slugged Name equals the slug, its description and a
// 'View Syllabus' button to /syllabus/{slug}. An unknown slug says so and links back.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useRouteParams } from '../../navigation/site-nav';
import { usePrograms } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { findProgramBySlug, programSlug } from '../info-match';
import { htmlToText } from '../../lib/truncate';
import { useT } from '../../i18n/use-t';
import shared from '../info-pages.module.css';
import styles from './program-detail-page.module.css';

export default function ProgramDetailPage() {
  const href = useHref();
  const t = useT();
  const { slug = '' } = useRouteParams();
  const { data, isLoading, failed } = usePrograms();
  const program = findProgramBySlug(data, slug);
  return (
    <div className={`container section ${shared.page}`} data-page="program-detail">
      <LoadState look="text" isLoading={isLoading} failed={failed}>
        {program ? (
          <article className={`card ${styles.article}`}>
            <h2 className={shared.rowTitle}>{program.name}</h2>
            {htmlToText(program.description) ? <SafeHtml html={program.description} headingsFrom={3} /> : <p>{t('app.na')}</p>}
            <div className={shared.actions}>
              <SiteLink className="btn" to={href('syllabus', { slug: programSlug(program) })}>
                {t('info.viewSyllabus')}
              </SiteLink>
              <SiteLink className="btn btn-outline" to={href('programs')}>
                {t('info.allPrograms')}
              </SiteLink>
            </div>
          </article>
        ) : (
          <div className={`empty ${shared.notice}`} role="status">
            <p>{t('info.programNotFound')}</p>
            <SiteLink className="btn" to={href('programs')}>
              {t('info.allPrograms')}
            </SiteLink>
          </div>
        )}
      </LoadState>
    </div>
  );
}
