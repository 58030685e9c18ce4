// Theme colours from GetAllThemeConfig become CSS custom properties; the config's defaults apply
// to any colour the back-end does not supply. The animation length (--anim-ms) comes from
// site.constants.animationMs, so staff can tune it.
import { useTheme } from '../../api/hooks';
import { useSiteConfig } from '../../config/config-context';
import type { SiteConfig } from '../../generated/site-config';
import { textOn } from '../../lib/contrast';

export function themeCss(theme: { primary: string; secondary: string; third: string; fourth: string }, site: SiteConfig['site']): string {
  const d = site.theme;
  const c = {
    primary: theme.primary || d.primary,
    secondary: theme.secondary || d.secondary,
    third: theme.third || d.third,
    fourth: theme.fourth || d.fourth,
  };
  const vars = Object.entries(c).map(([k, v]) => `--color-${k}:${v};--color-on-${k}:${textOn(v)};`);
  return `:root{${vars.join('')}--anim-ms:${site.constants.animationMs}ms;}`;
}

export function ThemeVars() {
  const { data } = useTheme();
  const { site } = useSiteConfig();
  return <style>{themeCss(data, site)}</style>;
}
