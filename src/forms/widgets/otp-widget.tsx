// 'otp': the OTP boxes as a form widget; the value is the digits joined ('123456').
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, isInvalid } from '../theme/describe';
import styles from '../theme/theme.module.css';
import { RequiredMark } from '../theme/templates';
import { OtpBoxes } from './otp-boxes';

export function OtpWidget(props: WidgetProps) {
  const value: unknown = props.value; // RJSF types it any
  const { id, required, disabled, readonly, onChange, options, schema, uiSchema, rawErrors, label } = props;
  const length = typeof options.length === 'number' && options.length > 0 ? options.length : 6;
  const text = typeof value === 'string' ? value : '';
  // Empty boxes are kept as spaces, so a digit stays in its box.
  const digits = Array.from({ length }, (_, i) => (text[i] ?? '').trim());
  return (
    <>
      <span className={styles.label} id={`${id}__label`}>
        {label}
        <RequiredMark show={required} />
      </span>
      <OtpBoxes
        id={id}
        length={length}
        value={digits}
        label={label}
        invalid={isInvalid(rawErrors)}
        describedBy={describedBy(id, rawErrors, uiSchema, schema)}
        disabled={disabled || readonly}
        onChange={(d) => {
          const joined = d
            .map((x) => x || ' ')
            .join('')
            .trimEnd();
          onChange(joined === '' ? options.emptyValue : joined);
        }}
      />
    </>
  );
}
