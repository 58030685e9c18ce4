// After a submit: what happened (sent, or kept here because this site sends nothing), the
// registration number the ERP gave an admission inquiry (what the parent keeps), what happens next
// to a transfer-certificate request, and the answers, printable (the print style shows only this
// block).
import type { UiSchema } from '@rjsf/utils';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/use-t';
import { useLang } from '../i18n/lang-provider';
import { summarize } from './core/summary-rows';
import type { DeliveryResult } from './submit/types';
import styles from './summary.module.css';

interface Props {
  schema: unknown;
  ui: UiSchema | undefined;
  data: unknown;
  result: DeliveryResult;
  title: string;
  headingLevel?: 2 | 3;
  onAgain: () => void;
}

export function Summary({ schema, ui, data, result, title, headingLevel = 2, onAgain }: Props) {
  const t = useT();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form (and its button) is gone: focus moves to what replaced it. The summary is shown from
  // its top, clear of the fixed bar: what happened and the registration number come before the
  // heading, and focus alone would leave them under the bar.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    const section = sectionRef.current;
    if (typeof section?.scrollIntoView === 'function') section.scrollIntoView({ block: 'start' });
  }, []);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const G = headingLevel === 2 ? 'h3' : 'h4';
  const groups = summarize(useLang(), schema, ui, data);
  const reference = result.ok && 'reference' in result ? result.reference : undefined;
  const registration = result.kind === 'erp-enquiry' ? reference : undefined;
  return (
    <section ref={sectionRef} className={styles.summary} aria-labelledby={titleId} data-form-summary="1">
      <p className={styles.status} role="status">
        {result.kind === 'none' ? t('form.summary.notSent') : t('form.summary.sent')}
        {reference && !registration ? ` ${t('form.summary.reference', { id: reference })}` : ''}
        {result.ok && result.kind === 'erp-tc' ? ` ${t('form.summary.tcNext')}` : ''}
      </p>
      {registration ? (
        <div className={styles.registration} data-registration={registration}>
          <p className={styles.registrationNumber}>{t('form.summary.registration', { id: registration })}</p>
          <p className={styles.registrationKeep}>{t('form.summary.registrationKeep')}</p>
        </div>
      ) : null}
      <H id={titleId} ref={headingRef} className={styles.title} tabIndex={-1}>
        {title || t('form.summary.title')}
      </H>
      {groups.map((g, i) => (
        <div key={i} className={styles.group}>
          {g.title ? <G className={styles.groupTitle}>{g.title}</G> : null}
          <dl className={styles.list}>
            {g.rows.map((r, j) => (
              <div key={j} className={styles.row}>
                <dt>{r.label}</dt>
                <dd>
                  {r.image ? <img src={r.image} alt={r.label} width={96} height={120} className={styles.photo} /> : null}
                  <span className={styles.value}>{r.value}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={() => window.print()}>
          {t('form.summary.print')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onAgain}>
          {t('form.summary.again')}
        </button>
      </div>
    </section>
  );
}
