// /career-list/:id/:title (SPEC §2): the job's Requirements and Job description lists and an
// Apply button opening the 700 px job apply dialog; an unknown id shows 'Job not found!'. While
// the form is not delivered (kind none), the page and the dialog say how to apply instead. Without
// JavaScript the dialog cannot open: a line under the job's title says so, with the school's phone
// and email.
import { useRef, useState } from 'react';
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useRouteParams } from '../../navigation/site-nav';
import { useSiteConfig } from '../../site-config/config-context';
import { Dialog } from '../../components/dialog/dialog';
import { findJob } from '../career-list/careers';
import { FormView } from '../../forms/form-view';
import { FormNeedsScript } from '../../forms/form-needs-script';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import type { LocalText } from '../../generated/site-config';
import type { PageProps } from '../page-props';
import { vacancyText } from '../career-list/career-list-page';
import { HowToApply } from './how-to-apply';
import styles from './career-detail-page.module.css';

/** SPEC §9: apply modal width. */
const APPLY_WIDTH = 700;

function JobList({ heading, items }: { heading: string; items: LocalText[] | undefined }) {
  const lang = useLang();
  const texts = (items ?? []).map((i) => localText(lang, i)).filter(Boolean);
  if (texts.length === 0) return null;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{heading}</h3>
      <ul className={styles.list}>
        {texts.map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </ul>
    </section>
  );
}

export default function CareerDetailPage({ route }: PageProps) {
  const siteConfig = useSiteConfig();
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const { id } = useRouteParams();
  const [open, setOpen] = useState(false);
  const applyButton = useRef<HTMLButtonElement>(null);
  const job = findJob(siteConfig.content?.careers, id);
  const back = (
    <p className={styles.back}>
      <SiteLink to={href('career-list')}>{t('page.careers.backToList')}</SiteLink>
    </p>
  );
  if (!job) {
    return (
      <div className="container section" data-page="career-detail">
        <p className="empty" role="status">
          {t('page.careers.notFound')}
        </p>
        {back}
      </div>
    );
  }
  const title = localText(lang, job.title);
  const formId = route.props?.form ?? 'job-apply';
  return (
    <div className="container section" data-page="career-detail">
      <article className={`card ${styles.job}`}>
        <header className={styles.head}>
          <div>
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.meta}>
              <span className={styles.type}>{localText(lang, job.type)}</span>
              <span>{vacancyText(lang, job.vacancies)}</span>
            </p>
          </div>
          <button ref={applyButton} type="button" className="btn" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {t('page.careers.apply')}
          </button>
        </header>
        <FormNeedsScript />
        <HowToApply formId={formId} />
        <JobList heading={t('page.careers.requirements')} items={job.requirements} />
        <JobList heading={t('page.careers.description')} items={job.description} />
        {back}
      </article>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('page.careers.applyFor', { title })}
        width={APPLY_WIDTH}
        returnFocusTo={applyButton}
      >
        <HowToApply formId={formId} />
        {/* The school's endpoint learns which job the application is for. */}
        <FormView formId={formId} headingLevel={3} extra={{ job: title, jobId: String(job.id) }} />
      </Dialog>
    </div>
  );
}
