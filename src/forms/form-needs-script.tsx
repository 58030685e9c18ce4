// Where a form is, a browser that runs no JavaScript is told the form needs it, and given the
// school's phone and email to use instead. The forms check, confirm and send in the browser; a
// prerendered form submitted by the browser itself goes nowhere (themed-form.tsx), so without this
// line a parent would fill it in for nothing. A <noscript>: React draws its content on the server
// only, so a browser running the page's script never shows it (nor runs what is inside).
import { useBuiltContact } from '../api/hooks';
import { useT } from '../i18n/use-t';
import { mailtoHref, telHref } from '../lib/safe-url';
import styles from './form-needs-script.module.css';

function Line() {
  const t = useT();
  const { phone, email } = useBuiltContact();
  const tel = telHref(phone);
  const mail = mailtoHref(email);
  return (
    <div className={styles.note} data-form-noscript="">
      <p>
        {t('form.noScript')}
        {phone || email ? ` ${t('form.noScript.instead')}` : ''}
      </p>
      {phone || email ? (
        <ul>
          {phone ? (
            <li>
              {t('form.noScript.phone')}: {tel ? <a href={tel}>{phone}</a> : phone}
            </li>
          ) : null}
          {email ? (
            <li>
              {t('form.noScript.email')}: {mail ? <a href={mail}>{email}</a> : email}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

export function FormNeedsScript() {
  return (
    <noscript>
      <Line />
    </noscript>
  );
}
