// Our RJSF templates: a labelled field with its help and errors (linked to the control by id),
// objects as a responsive grid (nested objects as fieldsets), and the plain <input> all text-like
// widgets share. Widgets that label themselves (radio groups, checkboxes, compound widgets) get
// no outer <label>.
import type {
  BaseInputTemplateProps,
  DescriptionFieldProps,
  FieldErrorProps,
  FieldHelpProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  TemplatesType,
  TitleFieldProps,
} from '@rjsf/utils';
import { descriptionId, errorId, getInputProps, getUiOptions, helpId } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { describedBy, isInvalid } from './describe';
import { toLatinDigits } from '../../lib/digits';
import { isPhoneKind } from '../core/phone';
import { engineContext } from '../form-context';
import styles from './theme.module.css';

/** Widgets that render their own label/legend. */
export const SELF_LABELLED = new Set(['radio', 'checkbox', 'documents', 'otp']);

export function RequiredMark({ show }: { show: boolean | undefined }) {
  return show ? (
    <span className={styles.req} aria-hidden="true">
      *
    </span>
  ) : null;
}

function cx(...names: (string | false | undefined | null)[]): string {
  return names.filter(Boolean).join(' ');
}

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, rawDescription, hidden, required, displayLabel, uiSchema, schema, registry } = props;
  if (hidden) return null;
  const opts = getUiOptions(uiSchema);
  if (schema.type === 'object') return children; // groups draw their own fieldset (ObjectFieldTemplate)
  const widget = typeof opts.widget === 'string' ? opts.widget : '';
  const selfLabelled = SELF_LABELLED.has(widget) || schema.type === 'boolean' || schema.type === 'array';
  const errors = (rawErrors ?? []).filter(Boolean);
  // Until the form shows errors of its own: its messages when empty, for the plain Next (hidden).
  const { emptyMessages, emptyShown } = engineContext(registry);
  const whenEmpty = !errors.length && emptyMessages ? emptyMessages[id] : undefined;
  return (
    <div className={cx(styles.field, (opts.wide === true || schema.type === 'array') && styles.wide)} data-field={id}>
      {displayLabel && !selfLabelled ? (
        <label htmlFor={id} className={styles.label}>
          {label}
          <RequiredMark show={required || opts.markRequired === true} />
        </label>
      ) : null}
      {displayLabel && rawDescription ? (
        <p id={descriptionId(id)} className={styles.help}>
          {rawDescription}
        </p>
      ) : null}
      {children}
      {rawHelp ? (
        <p id={helpId(id)} className={styles.help}>
          {rawHelp}
        </p>
      ) : null}
      {errors.length ? (
        <div id={errorId(id)}>
          {errors.map((e, i) => (
            <p key={i} className={styles.error}>
              {e}
            </p>
          ))}
        </div>
      ) : whenEmpty ? (
        <div id={errorId(id)} hidden={!emptyShown} data-empty-message={id}>
          {whenEmpty.map((e, i) => (
            <p key={i} className={styles.error}>
              {e}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function ObjectFieldTemplate({ title, properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const opts = getUiOptions(uiSchema);
  const grid = (
    <div className={cx(styles.grid, opts.columns === 1 && styles.single)}>{properties.filter((p) => !p.hidden).map((p) => p.content)}</div>
  );
  if (fieldPathId.path.length === 0) return grid;
  return (
    <fieldset className={cx(styles.group, styles.wide)} id={fieldPathId.$id}>
      <legend className={styles.legend}>{title}</legend>
      {grid}
    </fieldset>
  );
}

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const value = props.value as string | number | undefined; // a text or number field's (RJSF types it any)
  const { id, htmlName, required, disabled, readonly, onChange, onBlur, onFocus, schema, uiSchema, rawErrors, placeholder } = props;
  const type = props.type as string | undefined; // the input's type, if the widget names one (any in RJSF's types)
  // A phone field ("phone": "any"…) is a tel field unless its JSON says otherwise.
  const options: BaseInputTemplateProps['options'] =
    isPhoneKind(props.options.phone) && !props.options.inputType ? { ...props.options, inputType: 'tel' } : props.options;
  const inputProps = getInputProps(schema, type, options);
  const inputMode = typeof options.inputMode === 'string' ? (options.inputMode as 'numeric' | 'tel' | 'email' | 'text') : undefined;
  // Phone and number fields accept Devanagari digits (०–९, typed on a Nepali keyboard) and keep
  // them as 0–9, so the value the rules check and the school receives is the same either way.
  const numeric =
    options.inputType === 'tel' || inputMode === 'numeric' || inputMode === 'tel' || schema.type === 'number' || schema.type === 'integer';
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = numeric ? toLatinDigits(e.target.value) : e.target.value;
    onChange(raw === '' ? options.emptyValue : raw);
  };
  return (
    <input
      id={id}
      name={htmlName || id}
      className={styles.input}
      {...inputProps}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      required={required}
      aria-required={required || undefined}
      disabled={disabled || readonly}
      inputMode={inputMode}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      aria-invalid={isInvalid(rawErrors)}
      aria-describedby={describedBy(id, rawErrors, uiSchema, schema)}
      onChange={change}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

// The field template shows errors and help itself; these render nothing of their own.
function Nothing(_props: FieldErrorProps | FieldHelpProps | DescriptionFieldProps | TitleFieldProps) {
  return null;
}

export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
};
