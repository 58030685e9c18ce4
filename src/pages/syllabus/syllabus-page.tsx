// /syllabus/:slug: a card per syllabus plan whose slugged Program equals the slug; each lists its
// subjects (SNo, SyllabusName) and their topics. SPEC §2/§8: nothing is shown when no plan
// matches (an empty container, no message).
import { useRouteParams } from '../../navigation/site-nav';
import { useSyllabus } from '../../api/hooks';
import type { SyllabusEntry } from '../../api/guards/syllabus';
import { LoadState } from '../../components/load-state/load-state';
import { syllabusPlansForSlug } from '../info-match';
import { useT } from '../../i18n/use-t';
import shared from '../info-pages.module.css';
import styles from './syllabus-page.module.css';

export default function SyllabusPage() {
  const { slug = '' } = useRouteParams();
  const { data, isLoading, failed } = useSyllabus();
  const plans = syllabusPlansForSlug(data, slug);
  return (
    <div className={`container section ${shared.page}`} data-page="syllabus">
      <LoadState look="text" isLoading={isLoading} failed={failed}>
        {plans.map((plan, pi) => (
          <article key={`${plan.id ?? ''}-${pi}`} className={`card ${styles.plan}`}>
            <header className={styles.head}>
              <h2 className={styles.name}>{plan.name || plan.program}</h2>
              {plan.name && plan.program && <p className={styles.program}>{plan.program}</p>}
            </header>
            <ol className={styles.entries}>
              {plan.entries.map((e, ei) => (
                <Entry key={`${e.order ?? ''}-${ei}`} entry={e} n={e.order ?? ei + 1} />
              ))}
            </ol>
          </article>
        ))}
      </LoadState>
    </div>
  );
}

/** One subject: its number, name (SyllabusName may be null) and topics. */
function Entry({ entry, n }: { entry: SyllabusEntry; n: number }) {
  const t = useT();
  const name = entry.name || t('info.subject', { n });
  return (
    <li className={styles.entry}>
      <h3 className={styles.subject}>
        <span className={styles.sno} aria-hidden="true">
          {n}
        </span>
        <span className={entry.name ? undefined : styles.unnamed}>{name}</span>
      </h3>
      {entry.topics.length > 0 && (
        <ul className={styles.topics} aria-label={t('info.syllabusTopics', { name })}>
          {entry.topics.map((tp, ti) => (
            <li key={`${tp.order ?? ''}-${ti}`}>{tp.name}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
