// What a form says under its fields about its delivery: a refusal by the ERP in plain words (the
// answers are kept; "Send again"), a submission waiting for the connection ("Send now"), one sent
// without an answer (it may have arrived: the school's phone number, and "Send again" as the
// family's choice), one that did not get through in an earlier visit, or a failure (Try again).
// Nothing here says "sent": the summary does, once the receiver has said so.
import { useCompany, useContact } from '../api/hooks';
import { telHref } from '../lib/safe-url';
import { useT } from '../i18n/use-t';
import { useLang } from '../i18n/lang-provider';
import { refusalReason } from './erp/refusal';
import type { Delivery } from './submit/use-delivery';
import styles from './form.module.css';

interface Props {
  delivery: Delivery;
  /** The message of a failure that is not a refusal (the feedback form has its own). */
  failedText: string;
  /** Sends the last submission again (a failure, a waiting submission). */
  onRetry: () => void;
  /** After a refusal: sends what the form holds now, checked again (the answers were corrected).
   *  Without it the button submits the form it is in. */
  onSendAgain?: () => void;
}

export function DeliveryState({ delivery, failedText, onRetry, onSendAgain }: Props) {
  const t = useT();
  const lang = useLang();
  if (delivery.status === 'waiting') {
    return (
      <div className={styles.failure} role="status" data-delivery="waiting">
        <span>{t(delivery.autoRetrying ? 'form.waiting' : 'form.waitingStopped')}</span>
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          {t('form.sendNow')}
        </button>
      </div>
    );
  }
  if (delivery.status === 'unknown') {
    return (
      <div className={styles.failure} role="alert" data-delivery="unknown">
        <span>
          {t('form.noAnswer')} <CallSchool />
        </span>
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          {t('form.erp.sendAgain')}
        </button>
      </div>
    );
  }
  if (delivery.status === 'failed') {
    const reason = refusalReason(delivery.result);
    return (
      <div className={styles.failure} role="alert" data-delivery={reason ? 'refused' : 'failed'}>
        {reason ? (
          <span>
            <strong>{t('form.erp.refused')}</strong> {t(reason.key, reason.params)} {t(reason.kept)}
          </span>
        ) : (
          <span>{failedText}</span>
        )}
        {reason ? (
          <button type={onSendAgain ? 'button' : 'submit'} className="btn btn-outline" onClick={onSendAgain}>
            {t('form.erp.sendAgain')}
          </button>
        ) : (
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            {t('form.retry')}
          </button>
        )}
      </div>
    );
  }
  if (delivery.status === 'idle' && delivery.waitingSince) {
    const date = new Date(delivery.waitingSince).toLocaleString(lang === 'ne' ? 'ne-NP' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (
      <p className={styles.failure} role="status" data-delivery={delivery.waitedUnknown ? 'waited-unknown' : 'waited'}>
        {delivery.waitedUnknown ? (
          <>
            {t('form.noAnswerBefore', { date })} <CallSchool />
          </>
        ) : (
          t('form.waitingBefore', { date })
        )}
      </p>
    );
  }
  return null;
}

/**
 * "Call the school on <its number>": the number as the site shows it in its footer. Drawn only in
 * the browser, after a send, so no prerendered form carries the contact details for it.
 */
function CallSchool() {
  const t = useT();
  const contact = useContact().data;
  const company = useCompany().data;
  const phone = contact.phone || company.phone;
  const tel = telHref(phone);
  if (!tel) return <>{t('form.noAnswerAsk')}</>;
  const [before, after = ''] = t('form.noAnswerCall', { phone: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <a href={tel}>{phone}</a>
      {after}
    </>
  );
}
