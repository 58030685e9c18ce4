import { SiteNavLink } from '../../navigation/site-link';
import type { MenuEntry } from '../../generated/site-config';
import { ExternalLink } from '../../components/external-link/external-link';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';

/** One leaf of the menu: a route link, or an external link opening in a new tab. */
export function MenuLink({ entry, className, onNavigate }: { entry: MenuEntry; className?: string; onNavigate?: () => void }) {
  useT(); // re-render on a language change
  const label = localText(entry.label);
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
