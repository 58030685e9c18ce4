// A config text (LocalText): an English input, and a Nepali one beside it. A text with no Nepali
// is saved as a plain string, as staff would write it by hand.
import { useId } from 'react';
import type { LocalText } from '../../generated/site-config';
import { useT } from '../../i18n/use-t';
import styles from './studio-ui.module.css';

export function splitText(v: unknown): { en: string; ne: string } {
  if (typeof v === 'string') return { en: v, ne: '' };
  if (v && typeof v === 'object') {
    const o = v as { en?: unknown; ne?: unknown };
    return { en: typeof o.en === 'string' ? o.en : '', ne: typeof o.ne === 'string' ? o.ne : '' };
  }
  return { en: '', ne: '' };
}

export function joinText(en: string, ne: string): LocalText | undefined {
  if (!ne) return en === '' ? undefined : en;
  return { en, ne };
}

interface Props {
  /** id of the English input (a <label htmlFor> elsewhere may point at it). */
  id: string;
  /** Visible label; omit when a label elsewhere points at `id`. */
  label?: string;
  value: unknown;
  onChange: (v: LocalText | undefined) => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  multiline?: boolean;
}

export function LocalTextInput({ id, label, value, onChange, describedBy, invalid, disabled, multiline }: Props) {
  const t = useT();
  const neId = useId();
  const { en, ne } = splitText(value);
  const Input = multiline ? 'textarea' : 'input';
  return (
    <div className={styles.localText}>
      <div className={styles.stack}>
        {label ? <label htmlFor={id}>{label}</label> : null}
        <Input
          id={id}
          className={styles.input}
          value={en}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          rows={multiline ? 3 : undefined}
          onChange={(e) => onChange(joinText(e.target.value, ne))}
        />
      </div>
      <div className={styles.stack}>
        <label htmlFor={neId} className={styles.minor}>
          {t('studio.labelNe')}
        </label>
        <Input
          id={neId}
          lang="ne"
          className={styles.input}
          value={ne}
          disabled={disabled}
          rows={multiline ? 3 : undefined}
          onChange={(e) => onChange(joinText(en, e.target.value))}
        />
      </div>
    </div>
  );
}
