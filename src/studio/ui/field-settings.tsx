// A form field's settings, opened under its row: label, kind, required and its message, a
// choice's options, help text and description. Texts may be { en, ne } (LocalTextInput).
import { useT } from '../../i18n/use-t';
import { setFieldDescription, setFieldHelp, setFieldKind, setFieldRequired, setFieldTitle, setRequiredMessage } from '../edits/field-edits';
import type { FieldInfo } from '../edits/field-info';
import { FIELD_KINDS, type FieldKind } from '../edits/field-kinds';
import { setFieldOptions } from '../edits/field-options';
import type { FieldContainer, FormDoc } from '../edits/form-doc';
import { LocalTextInput } from './local-text-input';
import { OptionsEditor } from './options-editor';
import styles from './studio-ui.module.css';

interface Props {
  id: string;
  base: string;
  tag: string;
  info: FieldInfo;
  container: FieldContainer;
  fieldKey: string;
  edit: (fn: (f: FormDoc) => FormDoc, tag?: string) => void;
}

export function FieldSettings({ id, base, tag, info: f, container, fieldKey: key, edit }: Props) {
  const t = useT();
  const choosable = (FIELD_KINDS as readonly string[]).includes(f.kind);
  return (
    <div id={id} className={styles.rowBody}>
      <div className={styles.stack}>
        <label htmlFor={`${base}-title`}>{t('studio.label')}</label>
        <LocalTextInput
          id={`${base}-title`}
          value={f.text.title}
          onChange={(v) => edit((x) => setFieldTitle(x, container, key, v), `title:${tag}`)}
        />
      </div>
      <div className={styles.inline}>
        <div className={styles.stack}>
          <label htmlFor={`${base}-kind`}>{t('studio.fieldType')}</label>
          <select
            id={`${base}-kind`}
            className={styles.input}
            value={f.kind}
            disabled={!choosable}
            onChange={(e) => edit((x) => setFieldKind(x, container, key, e.target.value as FieldKind))}
          >
            {choosable ? null : <option value={f.kind}>{f.kind}</option>}
            {FIELD_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={f.required}
            onChange={(e) => edit((x) => setFieldRequired(x, container, key, e.target.checked))}
          />
          {t('studio.required')}
        </label>
      </div>
      <div className={styles.stack}>
        <label htmlFor={`${base}-msg`}>{t('studio.requiredMsg')}</label>
        <LocalTextInput
          id={`${base}-msg`}
          value={f.text.requiredMessage}
          onChange={(v) => edit((x) => setRequiredMessage(x, container, key, v), `msg:${tag}`)}
        />
      </div>
      {f.kind === 'select' || f.kind === 'radio' ? (
        <div className={styles.stack}>
          <label htmlFor={`${base}-options`}>{t('studio.options')}</label>
          <OptionsEditor
            id={`${base}-options`}
            value={f.options}
            onChange={(o) => edit((x) => setFieldOptions(x, container, key, o), `options:${tag}`)}
          />
        </div>
      ) : null}
      <div className={styles.stack}>
        <label htmlFor={`${base}-help`}>{t('studio.help')}</label>
        <LocalTextInput
          id={`${base}-help`}
          value={f.text.help}
          onChange={(v) => edit((x) => setFieldHelp(x, container, key, v), `help:${tag}`)}
        />
      </div>
      <div className={styles.stack}>
        <label htmlFor={`${base}-desc`}>{t('studio.description')}</label>
        <input
          id={`${base}-desc`}
          className={styles.input}
          value={f.description}
          onChange={(e) => edit((x) => setFieldDescription(x, container, key, e.target.value), `desc:${tag}`)}
        />
      </div>
    </div>
  );
}
