// "Add a field" under a form's fields: its label, its name (made from the label until staff
// type their own; a new, valid JSON property name) and its kind.
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { FIELD_KINDS, type FieldKind } from '../edits/field-kinds';
import styles from './studio-ui.module.css';

interface Props {
  /** Prefix of the inputs' ids. */
  id: string;
  /** The names the form's fields already have. */
  taken: readonly string[];
  onAdd: (key: string, kind: FieldKind, label: string) => void;
}

export function AddField({ id: uid, taken, onAdd }: Props) {
  const t = useT();
  const [newKey, setNewKey] = useState('');
  const [newLabel, setNewLabel] = useState('');
  const [newKind, setNewKind] = useState<FieldKind>('text');
  const keyOk = /^[A-Za-z][A-Za-z0-9_]*$/.test(newKey) && !taken.includes(newKey);
  return (
    <fieldset className={styles.addField}>
      <legend>{t('studio.addField')}</legend>
      <div className={styles.stack}>
        <label htmlFor={`${uid}-nlabel`}>{t('studio.label')}</label>
        <input
          id={`${uid}-nlabel`}
          className={styles.input}
          value={newLabel}
          onChange={(e) => {
            setNewLabel(e.target.value);
            if (!newKey || newKey === camel(newLabel)) setNewKey(camel(e.target.value));
          }}
        />
      </div>
      <div className={styles.stack}>
        <label htmlFor={`${uid}-nkey`}>{t('studio.fieldKey')}</label>
        <input
          id={`${uid}-nkey`}
          className={styles.input}
          value={newKey}
          aria-invalid={(newKey !== '' && !keyOk) || undefined}
          onChange={(e) => setNewKey(e.target.value)}
        />
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
          onAdd(newKey, newKind, newLabel || newKey);
          setNewKey('');
          setNewLabel('');
        }}
      >
        {t('studio.add')}
      </button>
    </fieldset>
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
