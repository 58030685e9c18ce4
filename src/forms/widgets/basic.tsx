// Text, textarea, select, radio and checkbox: plain HTML controls with our styles, the field's
// id, aria-invalid and aria-describedby pointing at its error and help.
import type { WidgetProps } from '@rjsf/utils';
import { getTemplate, optionId } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { describedBy, isInvalid } from '../theme/describe';
import { RequiredMark } from '../theme/templates';
import styles from '../theme/theme.module.css';

export function TextWidget(props: WidgetProps) {
  const BaseInput = getTemplate('BaseInputTemplate', props.registry, props.options);
  // eslint-disable-next-line react-hooks/static-components -- getTemplate looks the template up in RJSF's registry (our templates.tsx, module-level); it makes no component
  return <BaseInput {...props} />;
}

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, required, disabled, readonly, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, placeholder } =
    props;
  const value = props.value as string | undefined; // a text field's (RJSF types it any)
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className={styles.input}
      value={value ?? ''}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      placeholder={placeholder || undefined}
      required={required}
      aria-required={required || undefined}
      disabled={disabled || readonly}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      aria-invalid={isInvalid(rawErrors)}
      aria-describedby={describedBy(id, rawErrors, uiSchema, schema)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

/** Index of the option holding this value, as the <select>/<input> value ('' for none). */
function indexOf(options: WidgetProps['options'], value: unknown): string {
  const i = (options.enumOptions ?? []).findIndex((o) => o.value === value);
  return i < 0 ? '' : String(i);
}

function valueAt(options: WidgetProps['options'], index: string): unknown {
  if (index === '') return options.emptyValue;
  return options.enumOptions?.[Number(index)]?.value;
}

export function SelectWidget(props: WidgetProps) {
  const t = useT();
  const { id, htmlName, required, disabled, readonly, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, placeholder } =
    props;
  const value: unknown = props.value; // RJSF types it any
  return (
    <select
      id={id}
      name={htmlName || id}
      className={styles.input}
      value={indexOf(options, value)}
      required={required}
      aria-required={required || undefined}
      disabled={disabled || readonly}
      aria-invalid={isInvalid(rawErrors)}
      aria-describedby={describedBy(id, rawErrors, uiSchema, schema)}
      onChange={(e) => onChange(valueAt(options, e.target.value))}
      onBlur={(e) => onBlur(id, valueAt(options, e.target.value))}
      onFocus={(e) => onFocus(id, valueAt(options, e.target.value))}
    >
      <option value="">{placeholder || t('form.select')}</option>
      {(options.enumOptions ?? []).map((o, i) => (
        <option key={i} value={String(i)} disabled={Array.isArray(options.enumDisabled) && options.enumDisabled.some((d) => d === o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, required, disabled, readonly, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, label, hideLabel } =
    props;
  const value: unknown = props.value; // RJSF types it any
  const described = describedBy(id, rawErrors, uiSchema, schema);
  return (
    <fieldset id={id} className={[styles.choices, options.inline === true ? '' : styles.stacked].join(' ')} aria-describedby={described}>
      <legend className={hideLabel ? 'sr-only' : styles.choicesLegend}>
        {label}
        <RequiredMark show={required} />
      </legend>
      {(options.enumOptions ?? []).map((o, i) => (
        <label key={i} className={styles.choice}>
          {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid: ARIA 1.2 puts it on a radiogroup, which this fieldset is not; on each radio, screen readers say it where the visitor lands */}
          <input
            type="radio"
            id={optionId(id, i)}
            name={htmlName || id}
            value={String(i)}
            checked={o.value === value}
            required={required}
            disabled={disabled || readonly}
            aria-invalid={isInvalid(rawErrors)}
            aria-describedby={described}
            onChange={() => onChange(o.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, required, disabled, readonly, onChange, onBlur, onFocus, options, schema, uiSchema, rawErrors, label } = props;
  const value: unknown = props.value; // RJSF types it any
  return (
    <label className={styles.choice} htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={isInvalid(rawErrors)}
        aria-describedby={describedBy(id, rawErrors, uiSchema, schema)}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={(e) => onBlur(id, e.target.checked)}
        onFocus={(e) => onFocus(id, e.target.checked)}
      />
      <span>
        {label}
        <RequiredMark show={required || options.markRequired === true} />
      </span>
    </label>
  );
}
