// The navigation bar and the footer's quick links: entries in order, each with buttons to move it
// up/down, into the dropdown above or out of its dropdown, add to it, and remove it, and its
// label, link and gate (menu-entry-fields.tsx).
import { useId, useState } from 'react';
import { useFeatures } from '../../api/hooks';
import type { MenuEntry } from '../../generated/site-config';
import { useT } from '../../i18n/use-t';
import { localText } from '../../i18n/local-text';
import { insertMenuEntry, moveMenuEntry, removeMenuEntry, type MenuName } from '../edits/menu-entries';
import { canIndent, indentMenuEntry, outdentMenuEntry } from '../edits/menu-nesting';
import { problemsUnder } from '../problems';
import type { Studio } from '../use-studio';
import { MenuEntryFields } from './menu-entry-fields';
import { ProblemList } from './problem-list';
import styles from './studio-ui.module.css';
import { useFocusAfterMove } from './use-focus-after-move';
import { useLang } from '../../i18n/lang-provider';

interface Props {
  studio: Studio;
  announce: (text: string) => void;
  /** Paths staff can link to (routes without parameters). */
  paths: string[];
}

export function MenuPanel({ studio, announce, paths }: Props) {
  const t = useT();
  const lang = useLang();
  const uid = useId();
  const [menu, setMenu] = useState<MenuName>('main');
  const { data: features } = useFeatures();
  const gates = [...new Set(features.map((f) => f.name).filter(Boolean))].sort();
  const entries = studio.doc.config.menu[menu];
  const [rootRef, focusAfterRender] = useFocusAfterMove<HTMLDivElement>('data-menu-path', 'input');

  const nameOf = (e: MenuEntry) => localText(lang, e.label) || t('studio.newEntry');

  const renderList = (list: MenuEntry[], parent: number[]) => (
    <ol className={styles.menuList}>
      {list.map((e, i) => {
        const path = [...parent, i];
        const key = path.join('.');
        const name = nameOf(e);
        const base = `${uid}-${menu}-${key}`;
        const prefix = ['menu', menu, ...path.flatMap((n, d) => (d === 0 ? [n] : ['children', n]))];
        // This entry's own problems; its children show theirs.
        const problems = problemsUnder(studio.problems, prefix).filter(
          (p) => !(p.at[prefix.length] === 'children' && typeof p.at[prefix.length + 1] === 'number'),
        );
        const go = (fn: () => void, control: string, newPath: number[], message?: string) => {
          fn();
          focusAfterRender(newPath.join('.'), control);
          if (message) announce(message);
        };
        return (
          <li key={key} data-menu-path={key} className={[styles.menuItem, problems.length ? styles.bad : ''].join(' ')}>
            <div className={styles.menuRow}>
              <div className={styles.menuHead}>
                <strong>{name}</strong>
                <span className={styles.tools}>
                  <button
                    type="button"
                    className={styles.icon}
                    data-control="up"
                    disabled={i === 0}
                    aria-label={t('studio.up', { name })}
                    title={t('studio.up', { name })}
                    onClick={() =>
                      go(
                        () => studio.editConfig((c) => moveMenuEntry(c, menu, path, -1)),
                        'up',
                        [...parent, i - 1],
                        t('studio.moved', { name, n: i }),
                      )
                    }
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.icon}
                    data-control="down"
                    disabled={i === list.length - 1}
                    aria-label={t('studio.down', { name })}
                    title={t('studio.down', { name })}
                    onClick={() =>
                      go(
                        () => studio.editConfig((c) => moveMenuEntry(c, menu, path, 1)),
                        'down',
                        [...parent, i + 1],
                        t('studio.moved', { name, n: i + 2 }),
                      )
                    }
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.icon}
                    data-control="in"
                    disabled={!canIndent(entries, path)}
                    aria-label={t('studio.indent', { name })}
                    title={t('studio.indent', { name })}
                    onClick={() => {
                      const r = indentMenuEntry(studio.doc.config, menu, path);
                      go(() => studio.editConfig(() => r.cfg), 'out', r.path, t('studio.indent', { name }));
                    }}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className={styles.icon}
                    data-control="out"
                    disabled={parent.length === 0}
                    aria-label={t('studio.outdent', { name })}
                    title={t('studio.outdent', { name })}
                    onClick={() => {
                      const r = outdentMenuEntry(studio.doc.config, menu, path);
                      go(() => studio.editConfig(() => r.cfg), 'in', r.path, t('studio.outdent', { name }));
                    }}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={`${styles.icon} ${styles.danger}`}
                    aria-label={t('studio.remove', { name })}
                    title={t('studio.remove', { name })}
                    onClick={() =>
                      go(
                        () => studio.editConfig((c) => removeMenuEntry(c, menu, path)),
                        'up',
                        i > 0 ? [...parent, i - 1] : parent,
                        t('studio.removed', { name }),
                      )
                    }
                  >
                    ✕
                  </button>
                </span>
              </div>
              <MenuEntryFields
                entry={e}
                base={base}
                lists={{ paths: `${uid}-paths`, gates: `${uid}-gates` }}
                menu={menu}
                path={path}
                studio={studio}
              />
            </div>
            <ProblemList problems={problems} />
            {e.children ? (
              <div className={styles.menuChildren}>
                {renderList(e.children, path)}
                <button
                  type="button"
                  className={styles.small}
                  onClick={() => {
                    const at = e.children!.length;
                    studio.editConfig((c) => insertMenuEntry(c, menu, path, at, { label: t('studio.newEntry'), to: '/' }));
                    focusAfterRender([...path, at].join('.'), 'none');
                    announce(t('studio.added', { name: t('studio.newEntry') }));
                  }}
                >
                  {t('studio.addChild', { name })}
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );

  return (
    <div className={styles.panel} ref={rootRef}>
      <div className={styles.segmented} role="group" aria-label={t('studio.tab.menu')}>
        {(['main', 'quickLinks'] as const).map((m) => (
          <button key={m} type="button" aria-pressed={menu === m} onClick={() => setMenu(m)}>
            {t(m === 'main' ? 'studio.menuMain' : 'studio.menuQuick')}
          </button>
        ))}
      </div>
      <ProblemList problems={problemsUnder(studio.problems, ['menu']).filter((p) => p.at.length < 3)} />
      {renderList(entries, [])}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          studio.editConfig((c) => insertMenuEntry(c, menu, [], entries.length, { label: t('studio.newEntry'), to: '/' }));
          focusAfterRender(String(entries.length), 'none');
          announce(t('studio.added', { name: t('studio.newEntry') }));
        }}
      >
        {t('studio.addEntry')}
      </button>
      <datalist id={`${uid}-paths`}>
        {paths.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <datalist id={`${uid}-gates`}>
        {gates.map((g) => (
          <option key={g} value={g} />
        ))}
      </datalist>
    </div>
  );
}
