// 'captcha': shows the code as text (readable by anyone, including tests: it is not a security
// control), a Refresh button and the input. The form holds the code and checks it on Next/Submit
// through its customValidate (see use-captcha.ts), so a mismatch arrives here as an ordinary
// field error (rawErrors, shown under the field by the field template); Refresh makes a new
// code, clears the input and the message.
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { engineContext } from '../form-context';
import { describedBy, isInvalid } from '../theme/describe';
import styles from '../theme/theme.module.css';

export function CaptchaWidget(props: WidgetProps) {
  const t = useT();
  const value = props.value as string | undefined; // the typed text (RJSF types it any)
  const { id, htmlName, required, disabled, readonly, onChange, onBlur, options, schema, uiSchema, rawErrors, registry } = props;
  const captcha = engineContext(registry).captcha;
  const code = captcha?.code ?? '';
  const codeId = `${id}__code`;
  const hintId = `${id}__hint`;
  const refresh = () => {
    // First the new code and the disarmed check, then the emptied input: RJSF re-validates that
    // change against them.
    captcha?.refresh();
    onChange(options.emptyValue);
  };
  return (
    <>
      <div className={styles.captchaRow}>
        <span id={codeId} className={styles.captchaCode} data-captcha-code={code} aria-hidden="true">
          {code || '\u00a0'}
        </span>
        <span className="sr-only">{t('form.captcha.spelled', { chars: code.split('').join(' ') })}</span>
        <button
          type="button"
          className={styles.outlineBtn}
          onClick={refresh}
          aria-label={t('form.captcha.refreshLabel')}
          disabled={disabled || readonly}
        >
          {t('form.captcha.refresh')}
        </button>
      </div>
      <input
        id={id}
        name={htmlName || id}
        className={styles.input}
        value={value ?? ''}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required={required}
        aria-required={required || undefined}
        disabled={disabled || readonly}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        aria-invalid={isInvalid(rawErrors)}
        aria-describedby={describedBy(id, rawErrors, uiSchema, schema, hintId)}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
      />
      <p id={hintId} className={styles.help}>
        {t('form.captcha.hint')}
      </p>
    </>
  );
}
