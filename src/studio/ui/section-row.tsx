// One home section in the sections panel: its type and id, an on/off switch, move up/down (drag
// with a mouse too), duplicate, remove, its problems, and when opened its id and its settings in
// a form generated from its schema branch.
import type { DragEvent } from 'react';
import type { Section } from '../../generated/site-config';
import { useT } from '../../i18n/use-t';
import { localText } from '../../i18n/local-text';
import { duplicateSection, removeSection, toggleSection, updateSection } from '../edits/section-edits';
import { errorSchemaFor, problemsUnder } from '../problems';
import type { EditorSchema, SectionTypeInfo } from '../schema-branches';
import type { Studio } from '../use-studio';
import { CopyIcon } from './copy-icon';
import { ProblemList } from './problem-list';
import { SchemaForm } from './schema-form';
import styles from './studio-ui.module.css';
import { useLang } from '../../i18n/lang-provider';

/** Dragging a row onto another (the panel holds where the drag started). */
export interface RowDrag {
  start: (index: number) => void;
  end: () => void;
  dragging: () => boolean;
  drop: (to: number) => void;
}

interface Props {
  rowKey: string;
  section: Section;
  index: number;
  count: number;
  /** The name it is announced and labelled by (its type's label, with its id when the type repeats). */
  name: string;
  info: SectionTypeInfo | undefined;
  editor: EditorSchema | null;
  bodyId: string;
  expanded: boolean;
  onOpen: (open: boolean) => void;
  studio: Studio;
  move: (from: number, to: number, control: string) => void;
  /** After the section was removed: where focus goes. */
  onRemove: () => void;
  announce: (text: string) => void;
  drag: RowDrag;
}

export function SectionRow({
  rowKey,
  section: s,
  index: i,
  count,
  name,
  info,
  editor,
  bodyId,
  expanded,
  onOpen,
  studio,
  move,
  onRemove,
  announce,
  drag,
}: Props) {
  const t = useT();
  const lang = useLang();
  const mine = problemsUnder(studio.problems, ['home', 'sections', i]);
  const rowProblems = mine.filter((p) => p.at[3] !== 'props' || p.at.length === 4);
  const heading = localText(lang, (s as { props?: { heading?: Parameters<typeof localText>[1] } }).props?.heading);
  return (
    <li
      data-row={rowKey}
      data-section-row={s.id}
      className={[styles.row, s.enabled ? '' : styles.off, mine.length ? styles.bad : ''].join(' ')}
      onDragOver={(e) => drag.dragging() && e.preventDefault()}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        drag.drop(i);
      }}
    >
      <div
        className={styles.rowHead}
        draggable
        onDragStart={(e) => {
          drag.start(i);
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', s.id);
        }}
        onDragEnd={drag.end}
      >
        <span className={styles.grip} aria-hidden="true">
          ⠿
        </span>
        <span className={styles.pos}>{i + 1}</span>
        <button
          type="button"
          className={styles.rowTitle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          data-control="open"
          onClick={() => onOpen(!expanded)}
        >
          <strong>{info?.label ?? s.type}</strong>
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
          <button
            type="button"
            className={styles.icon}
            data-control="up"
            disabled={i === 0}
            aria-label={t('studio.up', { name })}
            title={t('studio.up', { name })}
            onClick={() => move(i, i - 1, 'up')}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.icon}
            data-control="down"
            disabled={i === count - 1}
            aria-label={t('studio.down', { name })}
            title={t('studio.down', { name })}
            onClick={() => move(i, i + 1, 'down')}
          >
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
              onRemove();
            }}
          >
            ✕
          </button>
        </span>
      </div>
      <ProblemList problems={rowProblems} />
      {expanded ? (
        <div id={bodyId} className={styles.rowBody}>
          <p className={styles.minor}>{info?.description}</p>
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
          <SectionSettings bodyId={bodyId} section={s} index={i} editor={editor} studio={studio} />
        </div>
      ) : null}
    </li>
  );
}

/** The section's settings (props) in the form generated from its schema branch, if it has any. */
function SectionSettings({
  bodyId,
  section,
  index: i,
  editor,
  studio,
}: {
  bodyId: string;
  section: Section;
  index: number;
  editor: EditorSchema | null;
  studio: Studio;
}) {
  const t = useT();
  if (!editor || !Object.keys(editor.schema.properties ?? {}).length) return <p className={styles.minor}>{t('studio.noSettings')}</p>;
  return (
    <SchemaForm
      id={`${bodyId}-props`}
      schema={editor.schema}
      ui={editor.ui}
      value={(section as { props?: unknown }).props ?? {}}
      errors={errorSchemaFor(studio.problems, ['home', 'sections', i, 'props'])}
      onChange={(v) =>
        studio.editConfig((c) => {
          // A section that had no settings gets none from an untouched form (the file stays as it was).
          const had = (c.home.sections[i] as { props?: unknown }).props !== undefined;
          const empty = !v || (typeof v === 'object' && !Object.keys(v).length);
          return updateSection(c, i, { props: empty && !had ? undefined : v });
        }, `props:${i}`)
      }
    />
  );
}
