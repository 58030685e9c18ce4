// The transfer-certificate OTP step (SPEC §4): six single-digit boxes, 'Resend OTP' (clears the
// boxes), Cancel closes. Submit asks for all six digits. Without an OTP service (SPEC: the form is
// sent nowhere) the code is not verified and Submit continues. With the school's OTP service
// (submit/otp-provider.ts) the code is texted when the step opens and on Resend, and Submit
// continues only once the service says the code is right, with its token.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../components/dialog/dialog';
import { useT } from '../i18n/use-t';
import { emptyOtp, otpComplete } from './core/otp';
import { OtpBoxes } from './widgets/otp-boxes';
import { checkOtp, sendOtp, type OtpProvider } from './submit/otp-provider';
import styles from './form.module.css';
import theme from './theme/theme.module.css';

interface Props {
  open: boolean;
  length: number;
  onCancel: () => void;
  /** The code, and the OTP service's token when it checked the code. */
  onSubmit: (otp: string, token?: string) => void;
  /** The school's OTP service; without it the code is not checked. */
  provider?: OtpProvider;
  /** The number the service texts. */
  mobile?: string;
}

export function OtpDialog({ open, length, onCancel, onSubmit, provider, mobile = '' }: Props) {
  const t = useT();
  const [digits, setDigits] = useState(() => emptyOtp(length));
  const [incomplete, setIncomplete] = useState(false);
  const [problem, setProblem] = useState<'sendFailed' | 'wrong' | null>(null);
  const [checking, setChecking] = useState(false);
  const asked = useRef(false);
  const focusBox = (i: number) => document.getElementById(`otp-box-${i}`)?.focus();
  const text = async () => {
    if (provider && !(await sendOtp(provider, mobile))) setProblem('sendFailed');
  };
  // The code is texted once, when the step opens.
  useEffect(() => {
    if (!open || asked.current || !provider) return;
    asked.current = true;
    void text();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open, provider]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!otpComplete(digits)) {
      setIncomplete(true);
      focusBox(
        Math.max(
          0,
          digits.findIndex((d) => d === ''),
        ),
      );
      return;
    }
    const code = digits.join('');
    if (!provider) return onSubmit(code);
    setChecking(true);
    const checked = await checkOtp(provider, mobile, code);
    setChecking(false);
    if (!checked.ok) {
      setProblem('wrong');
      focusBox(0);
      return;
    }
    onSubmit(code, checked.token);
  };
  const resend = () => {
    setDigits(emptyOtp(length));
    setIncomplete(false);
    setProblem(null);
    focusBox(0);
    void text();
  };
  return (
    <Dialog open={open} onClose={onCancel} title={t('form.otp.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.otpForm}>
        <p id="otp-intro">{t('form.otp.intro', { length })}</p>
        <OtpBoxes
          id="otp-box"
          length={length}
          value={digits}
          onChange={(d) => {
            setDigits(d);
            if (otpComplete(d)) setIncomplete(false);
          }}
          invalid={incomplete}
          describedBy={incomplete ? 'otp-intro otp-error' : 'otp-intro'}
        />
        {incomplete ? (
          <p id="otp-error" className={theme.error} role="alert">
            {t('form.otp.incomplete')}
          </p>
        ) : null}
        {problem ? (
          <p className={theme.error} role="alert">
            {problem === 'wrong' ? t('form.otp.wrong') : t('form.otp.sendFailed')}
          </p>
        ) : null}
        <button type="button" className={styles.linkButton} onClick={resend}>
          {t('form.otp.resend')}
        </button>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('form.otp.cancel')}
          </button>
          <button type="submit" className="btn" disabled={checking} aria-busy={checking || undefined}>
            {checking ? t('form.otp.checking') : t('form.otp.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
