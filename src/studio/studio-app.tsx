// The studio (/studio, its own page: studio-entry.tsx): staff edit home sections, menus, routes
// and texts, and forms through editors generated from our own JSON Schemas, see the real site
// update beside them, and save only what parseSiteConfig and the form checks accept. It works by
// keyboard and announces reorders to screen readers.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import schema from '../../schemas/site-config.schema.json';
import { useSiteConfig } from '../site-config/config-context';
import { useT } from '../i18n/use-t';
import { saveBlob } from '../lib/download-file';
import { formatJson } from './format-json';
import { panelOf, checkConfig, type PanelId } from './problems';
import { sectionTypes } from './schema-branches';
import { useAnnouncer } from './ui/announcer';
import { FormsPanel } from './ui/forms-panel';
import { MenuPanel } from './ui/menu-panel';
import { PagesPanel } from './ui/pages-panel';
import { ProblemList } from './ui/problem-list';
import { SectionsPanel } from './ui/sections-panel';
import { SitePreview } from './ui/site-preview';
import { loadForms, useStudio, type SaveFile, type StudioDoc } from './use-studio';
import styles from './ui/studio-ui.module.css';

const TABS: Array<{
  id: Exclude<PanelId, 'other'>;
  label: 'studio.tab.sections' | 'studio.tab.menu' | 'studio.tab.pages' | 'studio.tab.forms';
}> = [
  { id: 'sections', label: 'studio.tab.sections' },
  { id: 'menu', label: 'studio.tab.menu' },
  { id: 'pages', label: 'studio.tab.pages' },
  { id: 'forms', label: 'studio.tab.forms' },
];

/** A chosen file's text (FileReader: works in every browser). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string); // readAsText's result is a string
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

interface Props {
  /** Where the studio starts (tests pass their own). */
  initial?: () => StudioDoc;
  save?: SaveFile;
  /** The config schema the editors are generated from (tests pass a changed copy). */
  schemaRoot?: Record<string, unknown>;
}

export default function StudioApp({ initial, save, schemaRoot }: Props = {}) {
  const t = useT();
  const uid = useId();
  const root = schemaRoot ?? schema;
  // The config it starts from is the one it is given (studio-entry.tsx: the built site.config.json).
  const given = useSiteConfig();
  const studio = useStudio(initial ?? (() => ({ config: structuredClone(given), forms: loadForms() })), save);
  const { doc } = studio;
  const [announcer, announce] = useAnnouncer();
  const [tab, setTab] = useState<Exclude<PanelId, 'other'>>('sections');
  const [previewPath, setPreviewPath] = useState('/');
  const [status, setStatus] = useState<{ text: string; problems: string[] } | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A status line (saved, refused, imported) stays until the next edit.
  const statusAt = useRef<StudioDoc | null>(null);
  const show = useCallback((text: string, problems: string[] = []) => {
    statusAt.current = null;
    setStatus({ text, problems });
  }, []);
  useEffect(() => {
    if (!status) return;
    if (statusAt.current === null) statusAt.current = doc;
    else if (statusAt.current !== doc) setStatus(null);
  }, [doc, status]);

  const types = useMemo(() => sectionTypes(root), [root]);
  const { presets } = doc.config.carousels;
  const { forms } = doc.config;
  const { pages } = doc.config.content;
  const choices = useMemo(
    () => ({ presets: Object.keys(presets), forms: Object.keys(forms), pages: Object.keys(pages) }),
    [presets, forms, pages],
  );
  const paths = useMemo(() => doc.config.routes.map((r) => r.path).filter((p) => p !== '*' && !p.includes(':')), [doc.config.routes]);

  const doUndo = useCallback(() => {
    if (!studio.canUndo) return;
    studio.undo();
    announce(t('studio.undone'));
  }, [studio, announce, t]);
  const doRedo = useCallback(() => {
    if (!studio.canRedo) return;
    studio.redo();
    announce(t('studio.redone'));
  }, [studio, announce, t]);

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) {
        e.preventDefault();
        doUndo();
      } else if ((k === 'z' && e.shiftKey) || k === 'y') {
        e.preventDefault();
        doRedo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  useEffect(() => {
    if (!studio.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [studio.dirty]);

  const onSave = async () => {
    show(t('studio.saving'));
    const r = await studio.saveAll();
    if (r.ok) show(t('studio.saved'));
    else if (studio.problemCount || !r.problems.length || r.problems.some((p) => p.startsWith('✗'))) show(t('studio.refused'), r.problems);
    else show(t('studio.saveFailed', { reason: r.problems[0] }), r.problems.slice(1));
  };

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const text = await readText(file);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      show(
        t('studio.importFailed', { reason: file.name }),
        checkConfig(text).map((p) => p.text),
      );
      return;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      show(t('studio.importFailed', { reason: file.name }));
      return;
    }
    studio.replace({ ...doc, config: value as StudioDoc['config'] });
    show(t('studio.imported', { file: file.name }));
  };

  const counts = (id: PanelId) =>
    studio.problems.filter((p) => panelOf(p) === id).length + (id === 'forms' ? Object.values(studio.formProblems).flat().length : 0);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next =
      e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const id = TABS[(next + TABS.length) % TABS.length].id;
    setTab(id);
    document.getElementById(`${uid}-tab-${id}`)?.focus();
  };

  return (
    <div className={styles.studio} data-studio="" lang="en">
      {announcer}
      <header className={styles.top}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('studio.title')}
        </h1>
        <div className={styles.actions}>
          <button type="button" className={styles.tool} onClick={doUndo} disabled={!studio.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
            {t('studio.undo')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={doRedo}
            disabled={!studio.canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            {t('studio.redo')}
          </button>
          <button
            type="button"
            className={`${styles.tool} ${studio.problemCount ? styles.warn : ''}`}
            aria-expanded={showProblems}
            aria-controls={`${uid}-problems`}
            onClick={() => setShowProblems((v) => !v)}
          >
            {studio.problemCount ? t('studio.problems', { n: studio.problemCount }) : t('studio.noProblems')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => saveBlob(new Blob([formatJson(doc.config)], { type: 'application/json' }), 'site.config.json')}
          >
            {t('studio.export')}
          </button>
          <button type="button" className={styles.tool} onClick={() => fileInput.current?.click()}>
            {t('studio.import')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            onChange={(e) => {
              void onImport(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <button
            type="button"
            className="btn"
            onClick={() => void onSave()}
            disabled={studio.saving || !studio.dirty}
            aria-describedby={`${uid}-status`}
            data-studio-save=""
          >
            {studio.saving ? t('studio.saving') : t('studio.save')}
          </button>
        </div>
        <div id={`${uid}-status`} className={styles.status} role="status">
          {status ? (
            <>
              <span>{status.text}</span>
              <ProblemList problems={status.problems} />
            </>
          ) : studio.dirty ? (
            <span className={styles.minor}>{t('studio.unsaved')}</span>
          ) : null}
        </div>
        {showProblems ? (
          <div id={`${uid}-problems`} className={styles.allProblems}>
            <h2 className={styles.asideTitle}>{t('studio.problemsTitle')}</h2>
            {studio.problemCount ? (
              <ProblemList problems={[...studio.problems, ...Object.values(studio.formProblems).flat()]} />
            ) : (
              <p>{t('studio.noProblems')}</p>
            )}
          </div>
        ) : null}
      </header>
      <div className={styles.tabs} role="tablist" aria-label={t('studio.panels')}>
        {TABS.map((x, i) => (
          <button
            key={x.id}
            id={`${uid}-tab-${x.id}`}
            type="button"
            role="tab"
            aria-selected={tab === x.id}
            aria-controls={`${uid}-panel`}
            tabIndex={tab === x.id ? 0 : -1}
            onClick={() => setTab(x.id)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t(x.label)}
            {counts(x.id) ? <span className={styles.badge}>{counts(x.id)}</span> : null}
          </button>
        ))}
      </div>
      <div className={`${styles.work} ${tab === 'forms' ? styles.wide : ''}`}>
        <main className={styles.editor}>
          <div id={`${uid}-panel`} role="tabpanel" aria-labelledby={`${uid}-tab-${tab}`} tabIndex={-1} className={styles.tabPanel}>
            {tab === 'sections' ? <SectionsPanel studio={studio} root={root} types={types} choices={choices} announce={announce} /> : null}
            {tab === 'menu' ? <MenuPanel studio={studio} announce={announce} paths={paths} /> : null}
            {tab === 'pages' ? (
              <PagesPanel studio={studio} root={root} choices={choices} onPreview={setPreviewPath} announce={announce} />
            ) : null}
            {tab === 'forms' ? <FormsPanel studio={studio} root={root} choices={choices} announce={announce} /> : null}
          </div>
        </main>
        <aside className={styles.aside} hidden={tab === 'forms'}>
          <SitePreview config={studio.lastGoodConfig} path={previewPath} paths={paths} onPath={setPreviewPath} />
        </aside>
      </div>
    </div>
  );
}
