// Theme colours from GetAllThemeConfig become CSS custom properties; the config's defaults apply
// to any colour the back-end does not supply. The animation length (--anim-ms) comes from
// site.constants.animationMs, so staff can tune it.
import { useContext } from 'react';
import { useTheme } from '../../api/hooks';
import { IslandContext } from '../../island-kit/island-context';
import { useSiteConfig } from '../../site-config/config-context';
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

/**
 * Prerendered, a style React hoists (href, precedence), which the page writer puts in the head:
 * in <body> a :root rule breaks HTML's rules for a <style> there (src/prerender/hoisted-styles.ts).
 * The frame is never hydrated, so the browser never looks for it. In the app (drawn in the
 * browser), a plain <style> where it stands: after the head's CSS, so it wins over global.css's
 * defaults, and React updates its text when the theme's answer comes.
 */
export function ThemeVars() {
  const { data } = useTheme();
  const { site } = useSiteConfig();
  const prerendered = useContext(IslandContext).mode === 'server';
  const css = themeCss(data, site);
  return prerendered ? (
    <style href="theme-vars" precedence="theme">
      {css}
    </style>
  ) : (
    <style>{css}</style>
  );
}
