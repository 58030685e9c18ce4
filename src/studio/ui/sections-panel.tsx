// Home sections in order: each with its type, an on/off switch, move up/down (keyboard; drag with
// a mouse too), duplicate, remove, and its settings in a form generated from its schema branch.
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import type { Section } from '../../generated/site-config';
import { useT } from '../../i18n/use-t';
import { localText } from '../../i18n/local-text';
import { addSection, duplicateSection, moveSection, removeSection, toggleSection, updateSection } from '../edits/section-edits';
import { errorSchemaFor, problemsUnder } from '../problems';
import { newSection, sectionPropsEditor, type EditorChoices, type SectionTypeInfo } from '../schema-branches';
import type { Studio } from '../use-studio';
import { CopyIcon } from './copy-icon';
import { ProblemList } from './problem-list';
import { SchemaForm } from './schema-form';
import styles from './studio-ui.module.css';
import { useFocusAfterMove } from './use-focus-after-move';

interface Props {
  studio: Studio;
  root: Record<string, unknown>;
  types: SectionTypeInfo[];
  choices: EditorChoices;
  announce: (text: string) => void;
}

export function sectionName(s: Section, types: SectionTypeInfo[], all: readonly Section[]): string {
  const label = types.find((x) => x.type === s.type)?.label ?? s.type;
  return all.filter((x) => x.type === s.type).length > 1 ? `${label} (${s.id})` : label;
}

let nextKey = 0;

/**
 * Row keys that follow a section through edits: the same id keeps its key (moves), and a section
 * whose id is being edited keeps the key of the one that was in its place (typing keeps focus).
 */
export function matchKeys(prev: ReadonlyArray<{ key: string; id: string; type: string }>, sections: readonly Section[], fresh: () => string): string[] {
  const keys: Array<string | undefined> = new Array(sections.length);
  const used = new Set<number>();
  sections.forEach((s, i) => {
    const j = prev.findIndex((p, k) => !used.has(k) && p.id === s.id);
    if (j >= 0 && !keys.includes(prev[j].key)) {
      keys[i] = prev[j].key;
      used.add(j);
    }
  });
  sections.forEach((s, i) => {
    if (keys[i] !== undefined) return;
    if (i < prev.length && !used.has(i) && prev[i].type === s.type) {
      keys[i] = prev[i].key;
      used.add(i);
    } else keys[i] = fresh();
  });
  return keys as string[];
}

function useRowKeys(sections: readonly Section[]): string[] {
  const prev = useRef<Array<{ key: string; id: string; type: string }>>([]);
  const keys = useMemo(() => matchKeys(prev.current, sections, () => `row-${++nextKey}`), [sections]);
  useEffect(() => {
    prev.current = sections.map((s, i) => ({ key: keys[i], id: s.id, type: s.type }));
  }, [sections, keys]);
  return keys;
}

export function SectionsPanel({ studio, root, types, choices, announce }: Props) {
  const t = useT();
  const uid = useId();
  const sections = studio.doc.config.home.sections;
  const keys = useRowKeys(sections);
  const [open, setOpen] = useState<string | null>(null);
  const [newType, setNewType] = useState(types[0]?.type ?? '');
  const [listRef, focusAfterRender] = useFocusAfterMove<HTMLOListElement>('data-row', '[data-control="open"]');
  const dragFrom = useRef<number | null>(null);
  /** A section just added: opened and focused once it has its row. */
  const pendingOpen = useRef<string | null>(null);

  useEffect(() => {
    const id = pendingOpen.current;
    if (id === null) return;
    const i = sections.findIndex((x) => x.id === id);
    if (i < 0) return;
    pendingOpen.current = null;
    focusAfterRender(keys[i], 'open');
    setOpen(keys[i]);
  }, [sections, keys, focusAfterRender]);

  const move = (i: number, to: number, control: string) => {
    if (to < 0 || to >= sections.length || to === i) return;
    const name = sectionName(sections[i], types, sections);
    const key = keys[i];
    studio.editConfig((c) => moveSection(c, i, to));
    focusAfterRender(key, control);
    announce(t('studio.moved', { name, n: to + 1 }));
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from !== null) move(from, to, 'open');
  };

  const editors = useMemo(() => new Map(types.map((x) => [x.type, sectionPropsEditor(root, x.type, choices)])), [root, types, choices]);

  return (
    <div className={styles.panel}>
      <ProblemList problems={problemsUnder(studio.problems, ['home']).filter((p) => p.at.length < 3)} />
      <ol className={styles.rows} ref={listRef}>
        {sections.map((s, i) => {
          const key = keys[i];
          const name = sectionName(s, types, sections);
          const expanded = open === key;
          const mine = problemsUnder(studio.problems, ['home', 'sections', i]);
          const rowProblems = mine.filter((p) => p.at[3] !== 'props' || p.at.length === 4);
          const editor = editors.get(s.type) ?? null;
          const bodyId = `${uid}-body-${i}`;
          const heading = localText((s as { props?: { heading?: Parameters<typeof localText>[0] } }).props?.heading);
          return (
            <li
              key={key}
              data-row={key}
              data-section-row={s.id}
              className={[styles.row, s.enabled ? '' : styles.off, mine.length ? styles.bad : ''].join(' ')}
              onDragOver={(e) => dragFrom.current !== null && e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
            >
              <div
                className={styles.rowHead}
                draggable
                onDragStart={(e) => {
                  dragFrom.current = i;
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', s.id);
                }}
                onDragEnd={() => (dragFrom.current = null)}
              >
                <span className={styles.grip} aria-hidden="true">
                  ⠿
                </span>
                <span className={styles.pos}>{i + 1}</span>
                <button type="button" className={styles.rowTitle} aria-expanded={expanded} aria-controls={bodyId} data-control="open" onClick={() => setOpen(expanded ? null : key)}>
                  <strong>{types.find((x) => x.type === s.type)?.label ?? s.type}</strong>
                  <span className={styles.minor}>
                    {s.id}
                    {heading ? ` · ${heading}` : ''}
                  </span>
                  <span className="sr-only">{t('studio.settings', { name })}</span>
                </button>
                <label className={styles.switch}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={s.enabled}
                    aria-label={t('studio.show', { name })}
                    onChange={(e) => studio.editConfig((c) => toggleSection(c, i, e.target.checked))}
                  />
                  <span aria-hidden="true" />
                </label>
                <span className={styles.tools}>
                  <button type="button" className={styles.icon} data-control="up" disabled={i === 0} aria-label={t('studio.up', { name })} title={t('studio.up', { name })} onClick={() => move(i, i - 1, 'up')}>
                    ↑
                  </button>
                  <button type="button" className={styles.icon} data-control="down" disabled={i === sections.length - 1} aria-label={t('studio.down', { name })} title={t('studio.down', { name })} onClick={() => move(i, i + 1, 'down')}>
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.icon}
                    aria-label={t('studio.copy', { name })}
                    title={t('studio.copy', { name })}
                    onClick={() => {
                      studio.editConfig((c) => duplicateSection(c, i));
                      announce(t('studio.added', { name }));
                    }}
                  >
                    <CopyIcon />
                  </button>
                  <button
                    type="button"
                    className={`${styles.icon} ${styles.danger}`}
                    aria-label={t('studio.remove', { name })}
                    title={t('studio.remove', { name })}
                    onClick={() => {
                      studio.editConfig((c) => removeSection(c, i));
                      announce(t('studio.removed', { name }));
                      const next = keys[i + 1] ?? keys[i - 1];
                      if (next) focusAfterRender(next, 'open');
                    }}
                  >
                    ✕
                  </button>
                </span>
              </div>
              <ProblemList problems={rowProblems} />
              {expanded ? (
                <div id={bodyId} className={styles.rowBody}>
                  <p className={styles.minor}>{types.find((x) => x.type === s.type)?.description}</p>
                  <div className={styles.stack}>
                    <label htmlFor={`${bodyId}-id`}>{t('studio.id')}</label>
                    <input
                      id={`${bodyId}-id`}
                      className={styles.input}
                      value={s.id}
                      aria-invalid={mine.some((p) => p.at[3] === 'id') || undefined}
                      onChange={(e) => studio.editConfig((c) => updateSection(c, i, { id: e.target.value }), `id:${i}`)}
                    />
                  </div>
                  {editor && Object.keys(editor.schema.properties ?? {}).length ? (
                    <SchemaForm
                      id={`${uid}-s${i}`}
                      schema={editor.schema}
                      ui={editor.ui}
                      value={(s as { props?: unknown }).props ?? {}}
                      errors={errorSchemaFor(studio.problems, ['home', 'sections', i, 'props'])}
                      onChange={(v) =>
                        studio.editConfig((c) => {
                          const had = (c.home.sections[i] as { props?: unknown }).props !== undefined;
                          const empty = !v || (typeof v === 'object' && !Object.keys(v).length);
                          return updateSection(c, i, { props: empty && !had ? undefined : v });
                        }, `props:${i}`)
                      }
                    />
                  ) : (
                    <p className={styles.minor}>{t('studio.noSettings')}</p>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className={styles.addBar}>
        <label htmlFor={`${uid}-new`}>{t('studio.newSection')}</label>
        <select id={`${uid}-new`} className={styles.input} value={newType} onChange={(e) => setNewType(e.target.value)}>
          {types.map((x) => (
            <option key={x.type} value={x.type}>
              {x.label} ({x.type})
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          disabled={!newType}
          onClick={() => {
            const s = newSection(newType, sections.map((x) => x.id));
            studio.editConfig((c) => addSection(c, s));
            const label = types.find((x) => x.type === newType)?.label ?? newType;
            announce(t('studio.added', { name: label }));
            pendingOpen.current = s.id;
          }}
        >
          {t('studio.add')}
        </button>
      </div>
    </div>
  );
}
