// A list in the config (routes, why-us cards, careers…) as one small generated form per item, with
// move up/down, duplicate and remove for each and Add at the end. One form per item keeps typing
// quick: an edit re-renders only its own item.
import { memo, useCallback, useMemo } from 'react';
import { useLatest } from '../../hooks/use-latest';
import { useT } from '../../i18n/use-t';
import { localText } from '../../i18n/local-text';
import { useLang } from '../../i18n/lang-provider';
import type { Lang } from '../../i18n/t';
import { moveItem } from '../edits/list-order';
import { errorSchemaFor, problemsUnder, type StudioProblem } from '../problems';
import { CopyIcon } from './copy-icon';
import { ProblemList } from './problem-list';
import { SchemaForm } from './schema-form';
import styles from './studio-ui.module.css';
import { useFocusAfterMove } from './use-focus-after-move';

type Json = Record<string, unknown>;

/** A short name for an item: its path, title, label, name or id. */
export function itemName(lang: Lang, item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const o = item as Json;
    for (const k of ['path', 'title', 'label', 'heading', 'name', 'id']) {
      const v = o[k];
      const text = typeof v === 'number' ? String(v) : localText(lang, v as Parameters<typeof localText>[1]);
      if (text) return text;
    }
  }
  if (typeof item === 'string' && item) return item;
  return `#${index + 1}`;
}

interface ItemProps {
  id: string;
  index: number;
  count: number;
  value: unknown;
  schema: Json;
  ui: Json;
  problems: readonly StudioProblem[];
  at: ReadonlyArray<string | number>;
  onChange: (index: number, value: unknown) => void;
  onAction: (index: number, action: 'up' | 'down' | 'copy' | 'remove') => void;
}

const Item = memo(function Item({ id, index, count, value, schema, ui, problems, at, onChange, onAction }: ItemProps) {
  const t = useT();
  const lang = useLang();
  const name = itemName(lang, value, index);
  const mine = problemsUnder(problems, [...at, index]);
  const errors = useMemo(() => errorSchemaFor(mine, [...at, index]), [mine, at, index]);
  const change = useCallback((v: unknown) => onChange(index, v), [onChange, index]);
  return (
    <li className={`${styles.row} ${mine.length ? styles.bad : ''}`} data-item={index}>
      <div className={styles.rowHead}>
        <span className={styles.pos}>{index + 1}</span>
        <strong className={styles.itemName}>{name}</strong>
        <span className={styles.tools}>
          <button
            type="button"
            className={styles.icon}
            data-control="up"
            disabled={index === 0}
            aria-label={t('studio.up', { name })}
            title={t('studio.up', { name })}
            onClick={() => onAction(index, 'up')}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.icon}
            data-control="down"
            disabled={index === count - 1}
            aria-label={t('studio.down', { name })}
            title={t('studio.down', { name })}
            onClick={() => onAction(index, 'down')}
          >
            ↓
          </button>
          <button
            type="button"
            className={styles.icon}
            aria-label={t('studio.copy', { name })}
            title={t('studio.copy', { name })}
            onClick={() => onAction(index, 'copy')}
          >
            <CopyIcon />
          </button>
          <button
            type="button"
            className={`${styles.icon} ${styles.danger}`}
            aria-label={t('studio.remove', { name })}
            title={t('studio.remove', { name })}
            onClick={() => onAction(index, 'remove')}
          >
            ✕
          </button>
        </span>
      </div>
      <div className={styles.rowBody}>
        {mine.some((p) => p.at.length <= at.length + 1) ? (
          <ProblemList problems={mine.filter((p) => p.at.length <= at.length + 1)} />
        ) : null}
        <SchemaForm id={`${id}-${index}`} schema={schema} ui={ui} value={value} errors={errors} onChange={change} />
      </div>
    </li>
  );
});

interface Props {
  id: string;
  /** The list's items schema and uiSchema (from the part's editor). */
  schema: Json;
  ui: Json;
  value: unknown[];
  problems: readonly StudioProblem[];
  /** Where the list is in the config, e.g. ['routes']. */
  at: ReadonlyArray<string | number>;
  onChange: (next: unknown[], tag?: string) => void;
  announce: (text: string) => void;
}

export function ListEditor({ id, schema, ui, value, problems, at, onChange, announce }: Props) {
  const t = useT();
  const lang = useLang();
  // Items get callbacks that never change, so typing in one re-renders only that one.
  const valueRef = useLatest(value);
  const onChangeRef = useLatest(onChange);
  const [listRef, focusAfterRender] = useFocusAfterMove<HTMLOListElement>('data-item', 'input, select, textarea');
  const mine = useMemo(() => problemsUnder(problems, at), [problems, at]);

  const change = useCallback(
    (index: number, v: unknown) => {
      const next = valueRef.current.slice();
      next[index] = v;
      onChangeRef.current(next, `item:${at.join('.')}:${index}`);
    },
    [at, valueRef, onChangeRef],
  );

  const action = useCallback(
    (index: number, a: 'up' | 'down' | 'copy' | 'remove') => {
      const list = valueRef.current;
      const name = itemName(lang, list[index], index);
      if (a === 'up' || a === 'down') {
        const to = a === 'up' ? index - 1 : index + 1;
        onChangeRef.current(moveItem(list, index, to));
        focusAfterRender(String(to), a);
        announce(t('studio.moved', { name, n: to + 1 }));
      } else if (a === 'copy') {
        const next = list.slice();
        next.splice(index + 1, 0, structuredClone(list[index]));
        onChangeRef.current(next);
        focusAfterRender(String(index + 1), 'field');
        announce(t('studio.added', { name }));
      } else {
        onChangeRef.current(list.filter((_, i) => i !== index));
        focusAfterRender(String(Math.min(index, list.length - 2)), 'field');
        announce(t('studio.removed', { name }));
      }
    },
    [announce, t, lang, focusAfterRender, valueRef, onChangeRef],
  );

  return (
    <div className={styles.panel}>
      <ol className={styles.rows} ref={listRef}>
        {value.map((item, i) => (
          <Item
            key={i}
            id={id}
            index={i}
            count={value.length}
            value={item}
            schema={schema}
            ui={ui}
            problems={mine}
            at={at}
            onChange={change}
            onAction={action}
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          const blank = schema.type === 'object' ? {} : schema.type === 'array' ? [] : '';
          onChange([...valueRef.current, blank]);
          focusAfterRender(String(valueRef.current.length), 'field');
          announce(t('studio.added', { name: `#${valueRef.current.length + 1}` }));
        }}
      >
        {t('studio.add')}
      </button>
    </div>
  );
}
