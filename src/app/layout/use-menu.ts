// The navigation as shown: config's menu gated by the back-end's menu config (fail open), plus the
// ERP LOGIN dropdown from the config's login links. Development builds warn about gates that
// match no back-end item.
import { useEffect, useMemo } from 'react';
import { useFeatures } from '../../api/hooks';
import { useSiteConfig } from '../../site-config/config-context';
import type { MenuEntry, SiteConfig } from '../../generated/site-config';
import { gateMenu, unmatchedGates } from '../../lib/menu-gate';
import { isDev } from '../../site-config/is-dev';
import { translate, type Lang } from '../../i18n/t';

/** The ERP LOGIN dropdown, its labels in `lang` (the menu's render's). */
export function erpLoginEntry(lang: Lang, site: SiteConfig['site']): MenuEntry {
  const l = site.erpLogin;
  return {
    label: translate(lang, 'nav.erpLogin'),
    children: [
      { label: translate(lang, 'nav.adminLogin'), href: l.admin },
      { label: translate(lang, 'nav.teacherLogin'), href: l.teacher },
      { label: translate(lang, 'nav.studentLogin'), href: l.student },
    ],
  };
}

/** The config's main menu (or the entries given), gated. */
export function useMenu(given?: MenuEntry[]): MenuEntry[] {
  const main = useSiteConfig().menu.main;
  const entries = given ?? main;
  const { data: features, isLoading } = useFeatures();
  useEffect(() => {
    if (!isDev || isLoading || !features.length) return;
    const missing = unmatchedGates(entries, features);
    if (missing.length) console.warn(`Menu gates with no matching GetAppCMSFeatures item (shown anyway): ${missing.join(', ')}`);
  }, [entries, features, isLoading]);
  return useMemo(() => gateMenu(entries, features), [entries, features]);
}
