// Home sections in order (each row: section-row.tsx), moved by keyboard or dragged, and a new
// section of any type the schema lists.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Section } from '../../generated/site-config';
import { useT } from '../../i18n/use-t';
import { addSection, moveSection } from '../edits/section-edits';
import { problemsUnder } from '../problems';
import { newSection, sectionPropsEditor, type EditorChoices, type SectionTypeInfo } from '../schema-branches';
import type { Studio } from '../use-studio';
import { ProblemList } from './problem-list';
import { useRowKeys } from './section-row-keys';
import { SectionRow, type RowDrag } from './section-row';
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

  const drag: RowDrag = {
    start: (i) => (dragFrom.current = i),
    end: () => (dragFrom.current = null),
    dragging: () => dragFrom.current !== null,
    drop: (to) => {
      const from = dragFrom.current;
      dragFrom.current = null;
      if (from !== null) move(from, to, 'open');
    },
  };

  const editors = useMemo(() => new Map(types.map((x) => [x.type, sectionPropsEditor(root, x.type, choices)])), [root, types, choices]);

  return (
    <div className={styles.panel}>
      <ProblemList problems={problemsUnder(studio.problems, ['home']).filter((p) => p.at.length < 3)} />
      <ol className={styles.rows} ref={listRef}>
        {sections.map((s, i) => (
          <SectionRow
            key={keys[i]}
            rowKey={keys[i]}
            section={s}
            index={i}
            count={sections.length}
            name={sectionName(s, types, sections)}
            info={types.find((x) => x.type === s.type)}
            editor={editors.get(s.type) ?? null}
            bodyId={`${uid}-body-${i}`}
            expanded={open === keys[i]}
            onOpen={(on) => setOpen(on ? keys[i] : null)}
            studio={studio}
            move={move}
            onRemove={() => {
              const next = keys[i + 1] ?? keys[i - 1];
              if (next) focusAfterRender(next, 'open');
            }}
            announce={announce}
            drag={drag}
          />
        ))}
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
            const s = newSection(
              newType,
              sections.map((x) => x.id),
            );
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
