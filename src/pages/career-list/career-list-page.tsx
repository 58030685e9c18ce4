// /career-list (SPEC §2): the open positions from the config (content.careers), each with title,
// type and vacancies, linking to /career-list/{id}/{slug of title}.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useSiteConfig } from '../../site-config/config-context';
import { Icon } from '../../components/icons/icons';
import { careerSlug } from './careers';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import { localAmount, translate, type Lang } from '../../i18n/t';
import { useLang } from '../../i18n/lang-provider';
import type { PageProps } from '../page-props';
import styles from './career-list-page.module.css';

export function vacancyText(lang: Lang, n: number): string {
  return n === 1 ? translate(lang, 'page.careers.vacancyOne') : translate(lang, 'page.careers.vacancies', { n: localAmount(lang, n) });
}

export default function CareerListPage(_: PageProps) {
  const siteConfig = useSiteConfig();
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const jobs = siteConfig.content?.careers ?? [];
  return (
    <div className="container section" data-page="career-list">
      <h2 className="section-title">{t('page.careers.heading')}</h2>
      {jobs.length === 0 ? (
        <p className="empty" role="status">
          {t('page.careers.empty')}
        </p>
      ) : (
        <ul className={styles.grid}>
          {jobs.map((job) => {
            const title = localText(lang, job.title);
            return (
              <li key={job.id} className={`card ${styles.card}`}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon name="user" size={22} />
                </span>
                <h3 className={styles.title}>{title}</h3>
                <p className={styles.meta}>
                  <span className={styles.type}>{localText(lang, job.type)}</span>
                  <span>{vacancyText(lang, job.vacancies)}</span>
                </p>
                <SiteLink
                  to={href('career-detail', { id: job.id, title: careerSlug(job) })}
                  className="btn btn-outline"
                  aria-label={t('page.careers.viewDetailsOf', { title })}
                >
                  {t('page.careers.viewDetails')}
                </SiteLink>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
