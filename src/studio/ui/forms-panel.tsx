// A form's fields: pick a form (and a step of a wizard), then add, remove, reorder and edit fields
// (label, type, required, options, the message shown when it is missing, help text, description),
// with the form beside the editor exactly as visitors meet it, and how it is delivered.
import { useEffect, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { addField, moveField, removeField, setFieldDescription, setFieldHelp, setFieldKind, setFieldRequired, setFieldTitle, setRequiredMessage } from '../edits/field-edits';
import { fieldInfo, fieldKeys, formSteps } from '../edits/field-info';
import { FIELD_KINDS, type FieldKind } from '../edits/field-kinds';
import { optionLines, parseOptionLines, setFieldOptions } from '../edits/field-options';
import type { FormDoc } from '../edits/form-doc';
import { setIn } from '../edits/json-path';
import { placeFormProblems } from '../form-problem-places';
import { errorSchemaFor, problemsUnder } from '../problems';
import { editorAt, type EditorChoices } from '../schema-branches';
import type { Studio } from '../use-studio';
import { FormPreview } from './form-preview';
import { ProblemList } from './problem-list';
import { SchemaForm } from './schema-form';
import styles from './studio-ui.module.css';
import { LocalTextInput } from './local-text-input';
import { useFocusAfterMove } from './use-focus-after-move';

interface Props {
  studio: Studio;
  root: Record<string, unknown>;
  choices: EditorChoices;
  announce: (text: string) => void;
}

/** Option lines edited as typed; applied as they parse, without fighting the cursor. */
function OptionsEditor({ id, value, onChange }: { id: string; value: Array<{ value: string; label: string }>; onChange: (o: Array<{ value: string; label: string }>) => void }) {
  const [text, setText] = useState(() => optionLines(value));
  useEffect(() => {
    if (JSON.stringify(parseOptionLines(text)) !== JSON.stringify(value)) setText(optionLines(value));
    // Only follow outside changes (undo), not our own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return <textarea id={id} className={styles.input} rows={Math.min(10, Math.max(3, value.length + 1))} value={text} onChange={(e) => { setText(e.target.value); onChange(parseOptionLines(e.target.value)); }} />;
}

export function FormsPanel({ studio, root, choices, announce }: Props) {
  const t = useT();
  const uid = useId();
  const names = Object.keys(studio.doc.forms).sort();
  const [name, setName] = useState(names[0] ?? '');
  const form: FormDoc | undefined = studio.doc.forms[name];
  const steps = form ? formSteps(form) : [];
  const [stepChoice, setStep] = useState('');
  const step = steps.includes(stepChoice) ? stepChoice : (steps[0] ?? '');
  const container = useMemo(() => (step ? [step] : []), [step]);
  const keys = form ? fieldKeys(form, container) : [];
  const [open, setOpen] = useState<string | null>(null);
  const [newKey, setNewKey] = useState('');
  const [newLabel, setNewLabel] = useState('');
  const [newKind, setNewKind] = useState<FieldKind>('text');
  const [listRef, focusAfterRender] = useFocusAfterMove<HTMLOListElement>('data-field', '[data-control="open"]');
  const delivery = useMemo(() => editorAt(root, '#/$defs/formEntry', choices), [root, choices]);

  if (!form) return <div className={styles.panel} />;
  const edit = (fn: (f: FormDoc) => FormDoc, tag?: string) => studio.editForm(name, fn, tag);
  // Each form problem next to the field (or step) it is about; the rest, and delivery's, on top.
  const places = placeFormProblems(studio.formProblems[name] ?? [], container, keys);
  const problems = [...places.summary, ...problemsUnder(studio.problems, ['forms', name])];
  const keyOk = /^[A-Za-z][A-Za-z0-9_]*$/.test(newKey) && !keys.includes(newKey);

  return (
    <div className={styles.formsPanel}>
      <div className={styles.panel}>
        <div className={styles.inline}>
          <div className={styles.stack}>
            <label htmlFor={`${uid}-form`}>{t('studio.form')}</label>
            <select id={`${uid}-form`} className={styles.input} value={name} onChange={(e) => { setName(e.target.value); setOpen(null); }}>
              {names.map((n) => (
                <option key={n} value={n}>
                  {n}
                  {studio.formProblems[n]?.length ? ` (${t('studio.problems', { n: studio.formProblems[n].length })})` : ''}
                </option>
              ))}
            </select>
          </div>
          {steps.length ? (
            <div className={styles.stack}>
              <label htmlFor={`${uid}-step`}>{t('studio.step')}</label>
              <select id={`${uid}-step`} className={styles.input} value={step} onChange={(e) => { setStep(e.target.value); setOpen(null); }}>
                {steps.map((s, i) => (
                  <option key={s} value={s}>
                    {i + 1}. {fieldInfo(form, [], s).title || s}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        <ProblemList problems={problems} />
        <ProblemList problems={places.list} />
        <ol className={styles.rows} ref={listRef}>
          {keys.map((key, i) => {
            const f = fieldInfo(form, container, key);
            const fieldName = f.title || key;
            const expanded = open === key;
            const base = `${uid}-${name}-${step}-${key}`;
            const tag = `${name}:${step}:${key}`;
            const choosable = (FIELD_KINDS as readonly string[]).includes(f.kind);
            const fieldProblems = places.fields[key] ?? [];
            return (
              <li key={key} data-field={key} className={[styles.row, fieldProblems.length ? styles.bad : ''].join(' ')}>
                <div className={styles.rowHead}>
                  <span className={styles.pos}>{i + 1}</span>
                  <button type="button" className={styles.rowTitle} aria-expanded={expanded} aria-controls={`${base}-body`} data-control="open" onClick={() => setOpen(expanded ? null : key)}>
                    <strong>
                      {fieldName}
                      {f.required ? ' *' : ''}
                    </strong>
                    <span className={styles.minor}>
                      {key} · {f.kind}
                    </span>
                  </button>
                  <span className={styles.tools}>
                    <button type="button" className={styles.icon} data-control="up" disabled={i === 0} aria-label={t('studio.up', { name: fieldName })} title={t('studio.up', { name: fieldName })} onClick={() => { edit((x) => moveField(x, container, key, -1)); focusAfterRender(key, 'up'); announce(t('studio.moved', { name: fieldName, n: i })); }}>
                      ↑
                    </button>
                    <button type="button" className={styles.icon} data-control="down" disabled={i === keys.length - 1} aria-label={t('studio.down', { name: fieldName })} title={t('studio.down', { name: fieldName })} onClick={() => { edit((x) => moveField(x, container, key, 1)); focusAfterRender(key, 'down'); announce(t('studio.moved', { name: fieldName, n: i + 2 })); }}>
                      ↓
                    </button>
                    <button type="button" className={`${styles.icon} ${styles.danger}`} aria-label={t('studio.remove', { name: fieldName })} title={t('studio.remove', { name: fieldName })} onClick={() => { edit((x) => removeField(x, container, key)); const next = keys[i + 1] ?? keys[i - 1]; if (next) focusAfterRender(next, 'open'); announce(t('studio.removed', { name: fieldName })); }}>
                      ✕
                    </button>
                  </span>
                </div>
                <ProblemList problems={fieldProblems} />
                {expanded ? (
                  <div id={`${base}-body`} className={styles.rowBody}>
                    <div className={styles.stack}>
                      <label htmlFor={`${base}-title`}>{t('studio.label')}</label>
                      <LocalTextInput id={`${base}-title`} value={f.text.title} onChange={(v) => edit((x) => setFieldTitle(x, container, key, v), `title:${tag}`)} />
                    </div>
                    <div className={styles.inline}>
                      <div className={styles.stack}>
                        <label htmlFor={`${base}-kind`}>{t('studio.fieldType')}</label>
                        <select id={`${base}-kind`} className={styles.input} value={f.kind} disabled={!choosable} onChange={(e) => edit((x) => setFieldKind(x, container, key, e.target.value as FieldKind))}>
                          {choosable ? null : <option value={f.kind}>{f.kind}</option>}
                          {FIELD_KINDS.map((k) => (
                            <option key={k} value={k}>
                              {k}
                            </option>
                          ))}
                        </select>
                      </div>
                      <label className={styles.check}>
                        <input type="checkbox" checked={f.required} onChange={(e) => edit((x) => setFieldRequired(x, container, key, e.target.checked))} />
                        {t('studio.required')}
                      </label>
                    </div>
                    <div className={styles.stack}>
                      <label htmlFor={`${base}-msg`}>{t('studio.requiredMsg')}</label>
                      <LocalTextInput id={`${base}-msg`} value={f.text.requiredMessage} onChange={(v) => edit((x) => setRequiredMessage(x, container, key, v), `msg:${tag}`)} />
                    </div>
                    {f.kind === 'select' || f.kind === 'radio' ? (
                      <div className={styles.stack}>
                        <label htmlFor={`${base}-options`}>{t('studio.options')}</label>
                        <OptionsEditor id={`${base}-options`} value={f.options} onChange={(o) => edit((x) => setFieldOptions(x, container, key, o), `options:${tag}`)} />
                      </div>
                    ) : null}
                    <div className={styles.stack}>
                      <label htmlFor={`${base}-help`}>{t('studio.help')}</label>
                      <LocalTextInput id={`${base}-help`} value={f.text.help} onChange={(v) => edit((x) => setFieldHelp(x, container, key, v), `help:${tag}`)} />
                    </div>
                    <div className={styles.stack}>
                      <label htmlFor={`${base}-desc`}>{t('studio.description')}</label>
                      <input id={`${base}-desc`} className={styles.input} value={f.description} onChange={(e) => edit((x) => setFieldDescription(x, container, key, e.target.value), `desc:${tag}`)} />
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        <fieldset className={styles.addField}>
          <legend>{t('studio.addField')}</legend>
          <div className={styles.stack}>
            <label htmlFor={`${uid}-nlabel`}>{t('studio.label')}</label>
            <input id={`${uid}-nlabel`} className={styles.input} value={newLabel} onChange={(e) => { setNewLabel(e.target.value); if (!newKey || newKey === camel(newLabel)) setNewKey(camel(e.target.value)); }} />
          </div>
          <div className={styles.stack}>
            <label htmlFor={`${uid}-nkey`}>{t('studio.fieldKey')}</label>
            <input id={`${uid}-nkey`} className={styles.input} value={newKey} aria-invalid={(newKey !== '' && !keyOk) || undefined} onChange={(e) => setNewKey(e.target.value)} />
          </div>
          <div className={styles.stack}>
            <label htmlFor={`${uid}-nkind`}>{t('studio.fieldType')}</label>
            <select id={`${uid}-nkind`} className={styles.input} value={newKind} onChange={(e) => setNewKind(e.target.value as FieldKind)}>
              {FIELD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn"
            disabled={!keyOk}
            onClick={() => {
              edit((x) => addField(x, container, newKey, newKind, newLabel || newKey));
              announce(t('studio.added', { name: newLabel || newKey }));
              setOpen(newKey);
              focusAfterRender(newKey, 'open');
              setNewKey('');
              setNewLabel('');
            }}
          >
            {t('studio.add')}
          </button>
        </fieldset>
        {delivery && studio.doc.config.forms[name] ? (
          <section aria-labelledby={`${uid}-delivery`}>
            <h2 id={`${uid}-delivery`} className={styles.asideTitle}>
              {t('studio.delivery')}
            </h2>
            <SchemaForm
              id={`${uid}-d-${name}`}
              schema={delivery.schema}
              ui={delivery.ui}
              value={studio.doc.config.forms[name]}
              errors={errorSchemaFor(studio.problems, ['forms', name])}
              onChange={(v) => studio.editConfig((c) => setIn(c, ['forms', name], v), `delivery:${name}`)}
            />
          </section>
        ) : null}
      </div>
      <section className={styles.formPreview} aria-labelledby={`${uid}-fp`}>
        <h2 id={`${uid}-fp`} className={styles.asideTitle}>
          {t('studio.asVisitors')}
        </h2>
        <FormPreview name={name} form={form} />
      </section>
    </div>
  );
}

function camel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const out = words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
  return /^[A-Za-z]/.test(out) ? out : '';
}
