// The studio's state: the config and every form being edited, with undo/redo, the problems
// parseSiteConfig and the form checks find (re-run shortly after each change), and save.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { SiteConfig } from '../generated/site-config';
import { pageKinds } from '../config-check/page-kinds';
import { sectionRegistry } from '../sections/section-registry';
import { formProblems } from '../config-check/form-problems';
import { jsonEqual } from './format-json';
import { createHistory, record, redo, reset, undo, type History } from './history';
import type { FormDoc } from './edits/form-doc';
import { checkConfig, type StudioProblem } from './problems';

export interface StudioDoc {
  config: SiteConfig;
  forms: Record<string, FormDoc>;
}

type Action =
  | { kind: 'edit'; fn: (d: StudioDoc) => StudioDoc; tag?: string; now: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'reset'; doc: StudioDoc };

function reducer(h: History<StudioDoc>, a: Action): History<StudioDoc> {
  switch (a.kind) {
    case 'edit': {
      const next = a.fn(h.present);
      return next === h.present ? h : record(h, next, a.tag, a.now);
    }
    case 'undo':
      return undo(h);
    case 'redo':
      return redo(h);
    case 'reset':
      return reset(a.doc);
  }
}

const schemaFiles = import.meta.glob<Record<string, unknown>>('../../schemas/forms/*.schema.json', { import: 'default', eager: true });
const uiFiles = import.meta.glob<Record<string, unknown>>('../../schemas/forms/*.ui.json', { import: 'default', eager: true });

/** Every form under schemas/forms/, as loaded with the studio. */
export function loadForms(): Record<string, FormDoc> {
  const out: Record<string, FormDoc> = {};
  for (const [path, schema] of Object.entries(schemaFiles)) {
    const name = /([^/]+)\.schema\.json$/.exec(path)![1];
    const ui = uiFiles[path.replace(/\.schema\.json$/, '.ui.json')] ?? {};
    out[name] = { schema: structuredClone(schema), ui: structuredClone(ui) };
  }
  return out;
}

export interface SaveOutcome {
  ok: boolean;
  problems: string[];
}

export type SaveFile = (file: string, content: unknown) => Promise<SaveOutcome>;

/** POST /__studio/save (the dev server's endpoint, scripts/studio-plugin.ts). */
export const postSave: SaveFile = async (file, content) => {
  try {
    const res = await fetch('/__studio/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file, content }),
    });
    const body = (await res.json().catch(() => ({}))) as { ok?: boolean; problems?: string[] };
    if (res.ok && body.ok) return { ok: true, problems: [] };
    return { ok: false, problems: body.problems?.length ? body.problems : [`HTTP ${res.status}`] };
  } catch (e) {
    return { ok: false, problems: [(e as Error).message] };
  }
};

export const CHECK_DELAY_MS = 250;

export function useStudio(initial: () => StudioDoc, save: SaveFile = postSave) {
  const [history, dispatch] = useReducer(reducer, undefined, () => createHistory(initial()));
  const [saved, setSaved] = useState<StudioDoc>(history.present);
  const doc = history.present;
  const registered = useMemo(() => ({ pageKinds, sectionTypes: Object.keys(sectionRegistry), forms: Object.keys(doc.forms) }), [doc.forms]);

  // Problems follow the edits shortly after (typing stays smooth); `checked` says which doc they describe.
  const [checked, setChecked] = useState<{ doc: StudioDoc; config: StudioProblem[]; forms: Record<string, string[]> }>(() => ({
    doc,
    config: checkConfig(doc.config, registered),
    forms: {},
  }));
  useEffect(() => {
    if (checked.doc === doc) return;
    const timer = setTimeout(() => {
      const forms: Record<string, string[]> = {};
      for (const [name, f] of Object.entries(doc.forms)) {
        const before = checked.doc.forms[name];
        forms[name] =
          before === f && checked.forms[name] ? checked.forms[name] : saved.forms[name] === f ? [] : formProblems(name, f.schema, f.ui);
      }
      setChecked({ doc, config: checked.doc.config === doc.config ? checked.config : checkConfig(doc.config, registered), forms });
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [doc, checked, registered, saved]);

  const edit = useCallback((fn: (d: StudioDoc) => StudioDoc, tag?: string) => dispatch({ kind: 'edit', fn, tag, now: Date.now() }), []);
  const editConfig = useCallback(
    (fn: (c: SiteConfig) => SiteConfig, tag?: string) =>
      edit((d) => {
        const config = fn(d.config);
        return config === d.config ? d : { ...d, config };
      }, tag),
    [edit],
  );
  const editForm = useCallback(
    (name: string, fn: (f: FormDoc) => FormDoc, tag?: string) =>
      edit((d) => {
        const f = d.forms[name];
        const next = f ? fn(f) : f;
        return next === f ? d : { ...d, forms: { ...d.forms, [name]: next } };
      }, tag),
    [edit],
  );

  const configDirty = !jsonEqual(doc.config, saved.config);
  const dirtyForms = Object.keys(doc.forms).filter((n) => doc.forms[n] !== saved.forms[n] && !jsonEqual(doc.forms[n], saved.forms[n]));
  const current = checked.doc === doc;
  const formProblemList = Object.values(checked.forms).flat();
  const problemCount = checked.config.length + formProblemList.length;

  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  /** Saves what changed; refuses while problems remain. Returns the server's (or our) problems. */
  const saveAll = useCallback(async (): Promise<SaveOutcome> => {
    if (savingRef.current) return { ok: false, problems: [] };
    // Check the very latest state now rather than trusting a debounced result.
    const configProblems = checkConfig(doc.config, registered);
    const formsProblems = dirtyForms.flatMap((n) => formProblems(n, doc.forms[n].schema, doc.forms[n].ui));
    if (configProblems.length || formsProblems.length)
      return { ok: false, problems: [...configProblems.map((p) => p.text), ...formsProblems] };
    savingRef.current = true;
    setSaving(true);
    try {
      const problems: string[] = [];
      const done: StudioDoc = { config: saved.config, forms: { ...saved.forms } };
      if (configDirty) {
        const r = await save('site.config.json', doc.config);
        if (r.ok) done.config = doc.config;
        else problems.push(...r.problems);
      }
      for (const name of dirtyForms) {
        const a = await save(`schemas/forms/${name}.schema.json`, doc.forms[name].schema);
        const b = a.ok ? await save(`schemas/forms/${name}.ui.json`, doc.forms[name].ui) : a;
        if (a.ok && b.ok) done.forms[name] = doc.forms[name];
        else problems.push(...(a.ok ? b.problems : a.problems));
      }
      setSaved(done);
      return { ok: problems.length === 0, problems };
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [doc, registered, dirtyForms, configDirty, saved, save]);

  return {
    doc,
    edit,
    editConfig,
    editForm,
    undo: useCallback(() => dispatch({ kind: 'undo' }), []),
    redo: useCallback(() => dispatch({ kind: 'redo' }), []),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    /** Replaces the whole doc as one undoable step (import). */
    replace: useCallback((next: StudioDoc) => edit(() => next), [edit]),
    /** Problems of the doc as last checked (`current` says whether that is the doc shown). */
    problems: checked.config,
    formProblems: checked.forms,
    problemCount,
    current,
    /** The last config that had no problems: what the preview shows. */
    lastGoodConfig: checked.config.length === 0 ? checked.doc.config : undefined,
    configDirty,
    dirtyForms,
    dirty: configDirty || dirtyForms.length > 0,
    saving,
    saveAll,
  };
}

export type Studio = ReturnType<typeof useStudio>;
