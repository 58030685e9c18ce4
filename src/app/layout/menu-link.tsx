import { SiteNavLink } from '../../navigation/site-link';
import type { MenuEntry } from '../../generated/site-config';
import { ExternalLink } from '../../components/external-link/external-link';
import { localText } from '../../i18n/local-text';
import { useLang } from '../../i18n/lang-provider';

/** One leaf of the menu: a route link, or an external link opening in a new tab. */
export function MenuLink({ entry, className, onNavigate }: { entry: MenuEntry; className?: string; onNavigate?: () => void }) {
  const lang = useLang();
  const label = localText(lang, entry.label);
  if (entry.href) {
    return (
      <ExternalLink href={entry.href} className={className}>
        {label}
      </ExternalLink>
    );
  }
  return (
    <SiteNavLink to={entry.to ?? '/'} className={className} end={entry.to === '/'} onClick={onNavigate}>
      {label}
    </SiteNavLink>
  );
}
