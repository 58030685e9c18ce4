// A person's social links (messages, staff, committee). The nested lists never set IsActive
// (contract §S.12), so a link shows whenever its URL is http(s).
import { SocialGlyph } from '../icons/icons';
import { visibleSocialLinks } from '../../lib/shown-social';
import { useT } from '../../i18n/use-t';
import styles from './person-social.module.css';

export interface PersonSocialLink {
  name: string;
  url: string;
}

export function PersonSocial({ person, links, className }: { person: string; links: PersonSocialLink[] | undefined; className?: string }) {
  const t = useT();
  const shown = visibleSocialLinks(
    (links ?? []).map((l) => ({ ...l, active: true })),
    false,
  );
  if (!shown.length) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {shown.map((l) => {
        const label = t('app.openInNewTab', { label: person ? t('info.socialOn', { name: person, network: l.name }) : l.name });
        return (
          <li key={l.url + l.name}>
            <a className={styles.link} href={l.url} target="_blank" rel="noopener noreferrer" aria-label={label} title={l.name}>
              {l.icon ? <SocialGlyph name={l.icon} size={18} /> : <span className={styles.text}>{l.name}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
