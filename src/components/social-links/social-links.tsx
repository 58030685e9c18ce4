import type { ShownSocial } from '../../lib/shown-social';
import { SocialGlyph } from '../icons/icons';
import { useT } from '../../i18n/use-t';
import styles from './social-links.module.css';

/** A row (or column) of social links; names without an icon are shown as text. */
export function SocialLinks({ links, vertical }: { links: ShownSocial[]; vertical?: boolean }) {
  const t = useT();
  return (
    <ul className={vertical ? styles.vertical : styles.row}>
      {links.map((l) => (
        <li key={l.url + l.name}>
          <a
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
            aria-label={t('app.openInNewTab', { label: l.name })}
            title={l.name}
          >
            {l.icon ? <SocialGlyph name={l.icon} size={18} /> : <span className={styles.text}>{l.name}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
