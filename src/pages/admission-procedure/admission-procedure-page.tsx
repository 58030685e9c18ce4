// /academics/admission-procedure: GetWhoWeAre AdmissionProcedureList as numbered steps, each
// with its title, image (when there is one) and description.
import { useWhoWeAre } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { SmartImage } from '../../components/image/smart-image';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { useT } from '../../i18n/use-t';
import styles from './admission-procedure-page.module.css';
import shared from '../info-pages.module.css';

export default function AdmissionProcedurePage() {
  const t = useT();
  const { data, isLoading, failed } = useWhoWeAre();
  const steps = data.admissionSteps;
  return (
    <div className={`container section ${shared.page}`} data-page="admission-procedure">
      <LoadState look="text" isLoading={isLoading} failed={failed} empty={!steps.length}>
        <ol className={styles.steps}>
          {steps.map((s, i) => (
            <li key={i} className={styles.step}>
              <span className={styles.badge} aria-hidden="true">
                {i + 1}
              </span>
              <div className={`card ${styles.card}`}>
                {s.image && (
                  <div className={styles.image}>
                    <SmartImage path={s.image} alt={s.title} width={480} height={320} priority={i === 0} />
                  </div>
                )}
                <div className={styles.text}>
                  <p className={styles.kicker}>{t('info.step', { n: i + 1 })}</p>
                  {s.title && <h2 className={styles.title}>{s.title}</h2>}
                  <SafeHtml html={s.description} headingsFrom={s.title ? 3 : 2} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      </LoadState>
    </div>
  );
}
