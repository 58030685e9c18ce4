// The transfer-certificate OTP step (SPEC §4): six single-digit boxes, 'Resend OTP' (clears the
// boxes), Cancel closes. The back-end has no OTP call, so the code is not verified; Submit asks
// for all six digits and then continues.
import { useState, type FormEvent } from 'react';
import { Dialog } from '../components/dialog/dialog';
import { useT } from '../i18n/use-t';
import { emptyOtp, otpComplete } from './core/otp';
import { OtpBoxes } from './widgets/otp-boxes';
import styles from './form.module.css';
import theme from './theme/theme.module.css';

interface Props {
  open: boolean;
  length: number;
  onCancel: () => void;
  onSubmit: (otp: string) => void;
}

export function OtpDialog({ open, length, onCancel, onSubmit }: Props) {
  const t = useT();
  const [digits, setDigits] = useState(() => emptyOtp(length));
  const [incomplete, setIncomplete] = useState(false);
  const focusBox = (i: number) => document.getElementById(`otp-box-${i}`)?.focus();
  const submit = (e: FormEvent) => {
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
    onSubmit(digits.join(''));
  };
  const resend = () => {
    setDigits(emptyOtp(length));
    setIncomplete(false);
    focusBox(0);
  };
  return (
    <Dialog open={open} onClose={onCancel} title={t('form.otp.title')}>
      <form onSubmit={submit} noValidate className={styles.otpForm}>
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
        <button type="button" className={styles.linkButton} onClick={resend}>
          {t('form.otp.resend')}
        </button>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('form.otp.cancel')}
          </button>
          <button type="submit" className="btn">
            {t('form.otp.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
