// A menu entry's own settings in the menu panel: its label (English and Nepali), what it opens (a
// page of the site, another website, or a dropdown of entries) and the back-end menu item that
// gates it. Path and gate inputs suggest from the panel's lists (routes, the back-end's items).
import type { MenuEntry } from '../../generated/site-config';
import { useT } from '../../i18n/use-t';
import { setMenuLinkKind, updateMenuEntry, type LinkKind, type MenuName } from '../edits/menu-entries';
import type { Studio } from '../use-studio';
import { LocalTextInput } from './local-text-input';
import styles from './studio-ui.module.css';

const kindOf = (e: MenuEntry): LinkKind => (e.children ? 'children' : e.href !== undefined ? 'href' : 'to');

interface Props {
  entry: MenuEntry;
  /** Prefix of the inputs' ids. */
  base: string;
  /** Ids of the datalists of paths and gates. */
  lists: { paths: string; gates: string };
  menu: MenuName;
  path: number[];
  studio: Studio;
}

export function MenuEntryFields({ entry: e, base, lists, menu, path, studio }: Props) {
  const t = useT();
  const kind = kindOf(e);
  const key = path.join('.');
  return (
    <>
      <div className={styles.menuLabel}>
        <LocalTextInput
          id={`${base}-label`}
          label={t('studio.label')}
          value={e.label}
          onChange={(v) => studio.editConfig((c) => updateMenuEntry(c, menu, path, { label: v ?? '' }), `menu-label:${menu}:${key}`)}
        />
      </div>
      <div className={styles.stack}>
        <label htmlFor={`${base}-kind`}>{t('studio.linkKind')}</label>
        <select
          id={`${base}-kind`}
          className={styles.input}
          value={kind}
          onChange={(ev) => studio.editConfig((c) => setMenuLinkKind(c, menu, path, ev.target.value as LinkKind))}
        >
          <option value="to">{t('studio.link.to')}</option>
          <option value="href">{t('studio.link.href')}</option>
          <option value="children">{t('studio.link.children')}</option>
        </select>
      </div>
      {kind === 'to' ? (
        <div className={styles.stack}>
          <label htmlFor={`${base}-to`}>{t('studio.path')}</label>
          <input
            id={`${base}-to`}
            className={styles.input}
            list={lists.paths}
            value={e.to ?? ''}
            onChange={(ev) => studio.editConfig((c) => updateMenuEntry(c, menu, path, { to: ev.target.value }), `menu-to:${menu}:${key}`)}
          />
        </div>
      ) : kind === 'href' ? (
        <div className={styles.stack}>
          <label htmlFor={`${base}-href`}>{t('studio.url')}</label>
          <input
            id={`${base}-href`}
            type="url"
            className={styles.input}
            value={e.href ?? ''}
            onChange={(ev) =>
              studio.editConfig((c) => updateMenuEntry(c, menu, path, { href: ev.target.value }), `menu-href:${menu}:${key}`)
            }
          />
        </div>
      ) : null}
      <div className={styles.stack}>
        <label htmlFor={`${base}-gate`}>{t('studio.gate')}</label>
        <input
          id={`${base}-gate`}
          className={styles.input}
          list={lists.gates}
          value={e.gate ?? ''}
          onChange={(ev) =>
            studio.editConfig((c) => updateMenuEntry(c, menu, path, { gate: ev.target.value || undefined }), `menu-gate:${menu}:${key}`)
          }
        />
      </div>
    </>
  );
}
