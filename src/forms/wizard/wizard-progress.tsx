// Progress of the wizard: a bar (0, 20, 40, 60, 80, 100 % for six steps) and the list of steps.
import { useT } from '../../i18n/use-t';
import styles from './wizard.module.css';

/** Percent done at step index `step` of `total`: 0 on the first step, 100 on the last. */
export function progressPercent(step: number, total: number): number {
  return total <= 1 ? 100 : Math.round((step * 100) / (total - 1));
}

export function WizardProgress({ step, total, titles, percent }: { step: number; total: number; titles: string[]; percent: number }) {
  const t = useT();
  return (
    <div className={styles.progressWrap}>
      <ol className={styles.steps}>
        {titles.map((title, i) => (
          <li
            key={i}
            className={i < step ? styles.doneStep : i === step ? styles.currentStep : undefined}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className={styles.stepNo} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.stepTitle}>{title}</span>
          </li>
        ))}
      </ol>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('form.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('form.progressValue', { percent })}
        data-total={total}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.percent} aria-hidden="true">
        {t('form.progressValue', { percent })}
      </p>
    </div>
  );
}
