// /programs/:slug: the program whose slugged Name equals the slug, its description and a
// 'View Syllabus' button to /syllabus/{slug}. An unknown slug says so and links back.
import { Link, useParams } from 'react-router-dom';
import { usePrograms } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { findProgramBySlug, programSlug } from '../../lib/info-match';
import { htmlToText } from '../../lib/truncate';
import { useT } from '../../i18n/use-t';
import shared from '../info-pages.module.css';
import styles from './program-detail-page.module.css';

export default function ProgramDetailPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const { data, isLoading, failed } = usePrograms();
  const program = findProgramBySlug(data, slug);
  return (
    <div className={`container section ${shared.page}`} data-page="program-detail">
      <LoadState look="text" isLoading={isLoading} failed={failed}>
        {program ? (
          <article className={`card ${styles.article}`}>
            <h2 className={shared.rowTitle}>{program.name}</h2>
            {htmlToText(program.description) ? <SafeHtml html={program.description} /> : <p>{t('app.na')}</p>}
            <div className={shared.actions}>
              <Link className="btn" to={`/syllabus/${programSlug(program)}`}>
                {t('info.viewSyllabus')}
              </Link>
              <Link className="btn btn-outline" to="/programs">
                {t('info.allPrograms')}
              </Link>
            </div>
          </article>
        ) : (
          <div className={`empty ${shared.notice}`} role="status">
            <p>{t('info.programNotFound')}</p>
            <Link className="btn" to="/programs">
              {t('info.allPrograms')}
            </Link>
          </div>
        )}
      </LoadState>
    </div>
  );
}
