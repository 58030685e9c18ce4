// A config part edited through a form generated from its JSON Schema (RJSF with a light theme of
// our own: plain labelled inputs, text buttons). The studio never uses RJSF's validation for the
// config: problems come from parseSiteConfig and are passed in as `errors`, shown under the field.
// RJSF's validator only picks a oneOf's branch, by reading the schema (shapeValidator: Ajv would
// compile, which needs eval).
import Form from '@rjsf/core';
import type {
  ErrorSchema,
  FieldProps,
  IconButtonProps,
  MultiSchemaFieldTemplateProps,
  RegistryFieldsType,
  TemplatesType,
  UiSchema,
} from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';
import { isValidElement, memo, useMemo, useState } from 'react';
import { shapeValidator } from '../shape-validator';
import { LocalTextInput } from './local-text-input';
import styles from './studio-ui.module.css';

const validator = shapeValidator();

function LocalTextField(props: FieldProps) {
  const formData: unknown = props.formData; // RJSF types it any
  const { fieldPathId, onChange, disabled, readonly, rawErrors, schema, name } = props;
  const id = fieldPathId.$id;
  const description = typeof schema.description === 'string' ? schema.description : '';
  const long = /paragraph|text\.?$|card text|description/i.test(description);
  const label = typeof schema.title === 'string' ? schema.title : name;
  return (
    <>
      <LocalTextInput
        id={id}
        label={label}
        value={formData}
        multiline={long}
        invalid={!!rawErrors?.length}
        describedBy={[description && `${id}__description`, rawErrors?.length && `${id}__error`].filter(Boolean).join(' ') || undefined}
        disabled={disabled || readonly}
        onChange={(v) => onChange(v, fieldPathId.path)}
      />
      {description && label ? (
        <p id={`${id}__description`} className="field-description">
          {description}
        </p>
      ) : null}
    </>
  );
}

function TextButton({
  label,
  className,
  icon: _icon,
  iconType: _type,
  uiSchema: _ui,
  registry: _r,
  ...rest
}: IconButtonProps & { label: string }) {
  return (
    <button type="button" className={`${styles.small} ${className ?? ''}`} {...rest} title={label}>
      {label}
    </button>
  );
}

const button = (key: TranslatableString, danger = false) =>
  memo(function StudioButton(p: IconButtonProps) {
    return <TextButton {...p} className={danger ? styles.danger : undefined} label={p.registry.translateString(key)} />;
  });

/** A oneOf/anyOf choice, with a label for its selector (RJSF's default has none). */
function MultiSchemaFieldTemplate({ selector, optionSchemaField, schema }: MultiSchemaFieldTemplateProps) {
  const id = isValidElement(selector) ? (selector.props as { id?: string }).id : undefined;
  return (
    <div className={styles.multi}>
      {selector ? (
        <div className="form-group">
          {id ? (
            <label className="control-label" htmlFor={id}>
              {typeof schema.title === 'string' ? schema.title : ''}
            </label>
          ) : null}
          {selector}
        </div>
      ) : null}
      {optionSchemaField}
    </div>
  );
}

const templates: Partial<TemplatesType> = {
  MultiSchemaFieldTemplate,
  ButtonTemplates: {
    AddButton: (p: IconButtonProps) => (
      <p className={styles.addRow}>
        <TextButton {...p} label={p.registry.translateString(TranslatableString.AddItemButton)} />
      </p>
    ),
    CopyButton: button(TranslatableString.CopyButton),
    MoveDownButton: button(TranslatableString.MoveDownButton),
    MoveUpButton: button(TranslatableString.MoveUpButton),
    RemoveButton: button(TranslatableString.RemoveButton, true),
    ClearButton: button(TranslatableString.ClearButton),
    SubmitButton: () => null,
  },
};

const fields: RegistryFieldsType = { localText: LocalTextField };

interface Props {
  /** Prefix of every input id (unique in the studio). */
  id: string;
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  value: unknown;
  onChange: (value: unknown) => void;
  errors?: ErrorSchema;
}

/** Drops the undefined members RJSF leaves behind, so they never reach the file. */
export function clean(v: unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => (x === undefined ? null : clean(x)));
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = clean(x);
    return out;
  }
  return v;
}

/** The same errors as last time keep their identity, so RJSF does not re-merge them on every keystroke. */
function useStableErrors(errors: ErrorSchema | undefined): ErrorSchema | undefined {
  const key = JSON.stringify(errors ?? {});
  const [last, setLast] = useState({ key, value: errors });
  if (key === last.key) return last.value;
  setLast({ key, value: errors });
  return errors;
}

export function SchemaForm({ id, schema, ui, value, onChange, errors }: Props) {
  const uiSchema = useMemo(() => ({ ...(ui as UiSchema), 'ui:submitButtonOptions': { norender: true } }), [ui]);
  const extraErrors = useStableErrors(errors);
  return (
    <div className={styles.rjsf}>
      <Form
        tagName="div"
        idPrefix={id}
        schema={schema}
        uiSchema={uiSchema}
        formData={value}
        validator={validator}
        fields={fields}
        templates={templates}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        liveValidate={false}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
        onChange={(e) => onChange(clean(e.formData))}
      />
    </div>
  );
}
