// A form's fields: pick a form (and a step of a wizard), then add, remove, reorder and edit fields
// (each row: field-row.tsx; adding: add-field.tsx), with the form beside the editor exactly as
// visitors meet it, and how it is delivered.
import { useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { addField } from '../edits/field-edits';
import { fieldInfo, fieldKeys, formSteps } from '../edits/field-info';
import type { FormDoc } from '../edits/form-doc';
import { setIn } from '../edits/json-path';
import { placeFormProblems } from '../form-problem-places';
import { errorSchemaFor, problemsUnder } from '../problems';
import { editorAt, type EditorChoices } from '../schema-branches';
import type { Studio } from '../use-studio';
import { AddField } from './add-field';
import { FieldRow } from './field-row';
import { FormPreview } from './form-preview';
import { ProblemList } from './problem-list';
import { SchemaForm } from './schema-form';
import styles from './studio-ui.module.css';
import { useFocusAfterMove } from './use-focus-after-move';

interface Props {
  studio: Studio;
  root: Record<string, unknown>;
  choices: EditorChoices;
  announce: (text: string) => void;
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
  const container = step ? [step] : [];
  const keys = form ? fieldKeys(form, container) : [];
  const [open, setOpen] = useState<string | null>(null);
  const [listRef, focusAfterRender] = useFocusAfterMove<HTMLOListElement>('data-field', '[data-control="open"]');
  const delivery = useMemo(() => editorAt(root, '#/$defs/formEntry', choices), [root, choices]);

  if (!form) return <div className={styles.panel} />;
  const edit = (fn: (f: FormDoc) => FormDoc, tag?: string) => studio.editForm(name, fn, tag);
  // Each form problem next to the field (or step) it is about; the rest, and delivery's, on top.
  const places = placeFormProblems(studio.formProblems[name] ?? [], container, keys);
  const problems = [...places.summary, ...problemsUnder(studio.problems, ['forms', name])];

  return (
    <div className={styles.formsPanel}>
      <div className={styles.panel}>
        <div className={styles.inline}>
          <div className={styles.stack}>
            <label htmlFor={`${uid}-form`}>{t('studio.form')}</label>
            <select
              id={`${uid}-form`}
              className={styles.input}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setOpen(null);
              }}
            >
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
              <select
                id={`${uid}-step`}
                className={styles.input}
                value={step}
                onChange={(e) => {
                  setStep(e.target.value);
                  setOpen(null);
                }}
              >
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
          {keys.map((key, i) => (
            <FieldRow
              key={key}
              form={form}
              container={container}
              fieldKey={key}
              index={i}
              count={keys.length}
              base={`${uid}-${name}-${step}-${key}`}
              tag={`${name}:${step}:${key}`}
              expanded={open === key}
              onOpen={(on) => setOpen(on ? key : null)}
              problems={places.fields[key] ?? []}
              edit={edit}
              focusAfterRender={focusAfterRender}
              onRemoved={() => {
                const next = keys[i + 1] ?? keys[i - 1];
                if (next) focusAfterRender(next, 'open');
              }}
              announce={announce}
            />
          ))}
        </ol>
        <AddField
          id={uid}
          taken={keys}
          onAdd={(key, kind, label) => {
            edit((x) => addField(x, container, key, kind, label));
            announce(t('studio.added', { name: label }));
            setOpen(key);
            focusAfterRender(key, 'open');
          }}
        />
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
