// What the job page says while the application form is not delivered (submit kind 'none': the
// ERP has no endpoint for job applications, and a school without its own endpoint sends nothing):
// how to apply instead. The config's words (forms.<form>.howToApply) when staff wrote them;
// otherwise the school's e-mail (and phone) from the back-end's contact details, or the office.
import { useContact } from '../../api/hooks';
import { useSiteConfig } from '../../site-config/config-context';
import { submitConfigFor } from '../../forms/submit/deliver';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import { mailtoHref, telHref } from '../../lib/safe-url';
import styles from './career-detail-page.module.css';
import { useLang } from '../../i18n/lang-provider';

export function HowToApply({ formId }: { formId: string }) {
  const t = useT();
  const lang = useLang();
  const config = useSiteConfig();
  const contact = useContact().data;
  if (submitConfigFor(config, formId).kind !== 'none') return null;
  const own = localText(lang, config.forms[formId]?.howToApply);
  const mail = mailtoHref(contact.email);
  const tel = telHref(contact.phone);
  // The sentence as translated, with a link where its placeholder stands.
  const around = (text: string) => text.split('\u0000') as [string, string?];
  const [before, after = ''] = around(t('page.careers.applyByEmail', { email: '\u0000' }));
  const [callBefore, callAfter = ''] = around(t('page.careers.applyCall', { phone: '\u0000' }));
  return (
    <section className={styles.howTo} data-how-to-apply>
      <h3 className={styles.blockTitle}>{t('page.careers.howToApply')}</h3>
      {own ? (
        <p>{own}</p>
      ) : (
        <p>
          {mail ? (
            <>
              {before}
              <a href={mail}>{contact.email}</a>
              {after}
            </>
          ) : (
            t('page.careers.applyInPerson')
          )}
          {tel ? (
            <>
              {' '}
              {callBefore}
              <a href={tel}>{contact.phone}</a>
              {callAfter}
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}
