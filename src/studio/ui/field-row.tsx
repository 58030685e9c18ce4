// One field of a form in the forms panel: its label, name and kind, move up/down, remove, its
// problems, and when opened its settings (field-settings.tsx).
import type { ComponentProps } from 'react';
import { useT } from '../../i18n/use-t';
import { moveField, removeField } from '../edits/field-edits';
import { fieldInfo } from '../edits/field-info';
import type { FieldContainer, FormDoc } from '../edits/form-doc';
import { FieldSettings } from './field-settings';
import { ProblemList } from './problem-list';
import styles from './studio-ui.module.css';

interface Props {
  form: FormDoc;
  container: FieldContainer;
  fieldKey: string;
  index: number;
  count: number;
  /** Prefix of the ids in the row; `tag` groups its typing into one undo step per text. */
  base: string;
  tag: string;
  expanded: boolean;
  onOpen: (open: boolean) => void;
  problems: ComponentProps<typeof ProblemList>['problems'];
  edit: (fn: (f: FormDoc) => FormDoc, tag?: string) => void;
  focusAfterRender: (row: string, control: string) => void;
  /** After the field was removed: where focus goes. */
  onRemoved: () => void;
  announce: (text: string) => void;
}

export function FieldRow({
  form,
  container,
  fieldKey: key,
  index: i,
  count,
  base,
  tag,
  expanded,
  onOpen,
  problems,
  edit,
  focusAfterRender,
  onRemoved,
  announce,
}: Props) {
  const t = useT();
  const f = fieldInfo(form, container, key);
  const fieldName = f.title || key;
  return (
    <li data-field={key} className={[styles.row, problems.length ? styles.bad : ''].join(' ')}>
      <div className={styles.rowHead}>
        <span className={styles.pos}>{i + 1}</span>
        <button
          type="button"
          className={styles.rowTitle}
          aria-expanded={expanded}
          aria-controls={`${base}-body`}
          data-control="open"
          onClick={() => onOpen(!expanded)}
        >
          <strong>
            {fieldName}
            {f.required ? ' *' : ''}
          </strong>
          <span className={styles.minor}>
            {key} · {f.kind}
          </span>
        </button>
        <span className={styles.tools}>
          <button
            type="button"
            className={styles.icon}
            data-control="up"
            disabled={i === 0}
            aria-label={t('studio.up', { name: fieldName })}
            title={t('studio.up', { name: fieldName })}
            onClick={() => {
              edit((x) => moveField(x, container, key, -1));
              focusAfterRender(key, 'up');
              announce(t('studio.moved', { name: fieldName, n: i }));
            }}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.icon}
            data-control="down"
            disabled={i === count - 1}
            aria-label={t('studio.down', { name: fieldName })}
            title={t('studio.down', { name: fieldName })}
            onClick={() => {
              edit((x) => moveField(x, container, key, 1));
              focusAfterRender(key, 'down');
              announce(t('studio.moved', { name: fieldName, n: i + 2 }));
            }}
          >
            ↓
          </button>
          <button
            type="button"
            className={`${styles.icon} ${styles.danger}`}
            aria-label={t('studio.remove', { name: fieldName })}
            title={t('studio.remove', { name: fieldName })}
            onClick={() => {
              edit((x) => removeField(x, container, key));
              onRemoved();
              announce(t('studio.removed', { name: fieldName }));
            }}
          >
            ✕
          </button>
        </span>
      </div>
      <ProblemList problems={problems} />
      {expanded ? (
        <FieldSettings id={`${base}-body`} base={base} tag={tag} info={f} container={container} fieldKey={key} edit={edit} />
      ) : null}
    </li>
  );
}
