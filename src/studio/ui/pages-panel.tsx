// Routes and the texts that live in the config (why-us cards, static pages, careers, online
// admission, facilities intro), each edited through a form generated from its part of the schema.
// The parts are read from the schema (routes, and every property of $defs.content), so a new
// content text appears here without a studio change.
import { useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { getIn, setIn } from '../edits/json-path';
import { errorSchemaFor, problemsUnder } from '../problems';
import { editorAt, humanize, resolveRef, type EditorChoices } from '../schema-branches';
import type { Studio } from '../use-studio';
import { ProblemList } from './problem-list';
import { ListEditor } from './list-editor';
import { SchemaForm } from './schema-form';
import styles from './studio-ui.module.css';

interface Part {
  key: string;
  label: string;
  pointer: string;
  at: string[];
}

export function configParts(root: Record<string, unknown>): Part[] {
  const content = resolveRef(root, '#/$defs/content');
  return [
    { key: 'routes', label: humanize('routes'), pointer: '#/properties/routes', at: ['routes'] },
    ...Object.keys((content?.properties as Record<string, unknown>) ?? {}).map((k) => ({
      key: k,
      label: humanize(k),
      pointer: `#/$defs/content/properties/${k}`,
      at: ['content', k],
    })),
  ];
}

/** The page kind that shows a content part, to point the preview at it. */
const SHOWN_BY: Record<string, string> = {
  whyUs: 'why-us',
  pages: 'static-page',
  careers: 'career-list',
  onlineAdmission: 'online-admission',
  facilitiesIntro: 'facilities',
};

interface Props {
  studio: Studio;
  root: Record<string, unknown>;
  choices: EditorChoices;
  onPreview: (path: string) => void;
  announce: (text: string) => void;
}

export function PagesPanel({ studio, root, choices, onPreview, announce }: Props) {
  const t = useT();
  const uid = useId();
  const parts = useMemo(() => configParts(root), [root]);
  const [key, setKey] = useState(parts[0]?.key ?? 'routes');
  const part = parts.find((p) => p.key === key) ?? parts[0];
  const editor = useMemo(() => (part ? editorAt(root, part.pointer, choices, part.key) : null), [root, part, choices]);
  const counts = (p: Part) => problemsUnder(studio.problems, p.at).length;

  const choose = (k: string) => {
    setKey(k);
    const kind = SHOWN_BY[k];
    const route = kind ? studio.doc.config.routes.find((r) => r.page === kind && !r.path.includes(':')) : undefined;
    if (route) onPreview(route.path);
  };

  return (
    <div className={styles.panel}>
      <div className={styles.stack}>
        <label htmlFor={`${uid}-part`}>{t('studio.part')}</label>
        <select id={`${uid}-part`} className={styles.input} value={part?.key} onChange={(e) => choose(e.target.value)}>
          {parts.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
              {counts(p) ? ` (${t('studio.problems', { n: counts(p) })})` : ''}
            </option>
          ))}
        </select>
      </div>
      {part && editor ? (
        <>
          <ProblemList problems={problemsUnder(studio.problems, part.at).filter((p) => p.at.length <= part.at.length)} />
          {editor.schema.type === 'array' &&
          editor.schema.items &&
          typeof editor.schema.items === 'object' &&
          (editor.schema.items as Record<string, unknown>).type === 'object' &&
          Array.isArray(getIn(studio.doc.config, part.at)) ? (
            <ListEditor
              key={part.key}
              id={`${uid}-${part.key}`}
              schema={editor.schema.items as Record<string, unknown>}
              ui={(editor.ui.items as Record<string, unknown>) ?? {}}
              value={getIn(studio.doc.config, part.at) as unknown[]}
              problems={studio.problems}
              at={part.at}
              announce={announce}
              onChange={(v, tag) => studio.editConfig((c) => setIn(c, part.at, v), tag)}
            />
          ) : (
            <SchemaForm
              key={part.key}
              id={`${uid}-${part.key}`}
              schema={editor.schema}
              ui={editor.ui}
              value={getIn(studio.doc.config, part.at)}
              errors={errorSchemaFor(studio.problems, part.at)}
              onChange={(v) => studio.editConfig((c) => setIn(c, part.at, v), `part:${part.key}`)}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
