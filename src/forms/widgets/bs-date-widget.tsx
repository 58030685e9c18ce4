// 'bs-date': the Bikram Sambat date picker (src/calendar) as a form widget; value 'YYYY-MM-DD'.
import type { WidgetProps } from '@rjsf/utils';
import { BsDatePicker } from '../../calendar/date-picker/bs-date-picker';
import { describedBy, isInvalid } from '../theme/describe';

function bound(v: unknown): number | string | undefined {
  return typeof v === 'number' || typeof v === 'string' ? v : undefined;
}

export function BsDateWidget(props: WidgetProps) {
  const value: unknown = props.value; // RJSF types it any
  const { id, htmlName, required, disabled, readonly, onChange, options, schema, uiSchema, rawErrors } = props;
  return (
    <BsDatePicker
      id={id}
      name={htmlName || id}
      value={typeof value === 'string' ? value : ''}
      onChange={(v) => onChange(v === '' ? options.emptyValue : v)}
      min={bound(options.min)}
      max={bound(options.max)}
      required={required}
      disabled={disabled || readonly}
      invalid={isInvalid(rawErrors)}
      aria-describedby={describedBy(id, rawErrors, uiSchema, schema)}
    />
  );
}
