// Renders a component as it appears on the site: inside a router at `path`, with the SWR cache
// filled from the demo fixtures (guarded exactly as the hooks would), and no network requests.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fixtureFallback } from './fixtures';
import { RouterNav } from '@src/app/router-nav';
import { SiteConfigProvider } from '@src/site-config/config-context';
import { siteConfig } from '@src/site-config/config-file';
import type { SiteConfig } from '@src/generated/site-config';
import { LangProvider } from '@src/i18n/lang-provider';
import { langPrefix, withPrefix } from '@src/lib/lang-path';

export interface SiteRenderOptions {
  path?: string;
  /** Raw back-end bodies by operation name that replace the fixtures (e.g. { GetNoticeList: [] }). */
  overrides?: Record<string, unknown>;
  /** The site's config (default: the shipped site.config.json). */
  config?: SiteConfig;
  /**
   * The page's language (default English): `path` is then at its address in it (/ne/…), as the
   * router's basename, and the render's language (LangProvider), which every text is made in. The
   * test loads its dictionary (t.ts loadDictionary).
   */
  lang?: 'en' | 'ne';
}

/** The element as the site wraps it (also for server rendering and hydration tests). */
export function siteTree(ui: ReactElement, opts: SiteRenderOptions = {}): ReactElement {
  const fallback = fixtureFallback(opts.overrides);
  const config = opts.config ?? siteConfig;
  const lang = opts.lang ?? 'en';
  const base = langPrefix(lang, config.site.defaultLanguage ?? 'en');
  return (
    <SiteConfigProvider config={config}>
      <SWRConfig value={{ provider: () => new Map(), fallback, isPaused: () => true, dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[withPrefix(opts.path ?? '/', base)]} basename={base || undefined}>
          <RouterNav base={base}>
            <LangProvider lang={lang}>{ui}</LangProvider>
          </RouterNav>
        </MemoryRouter>
      </SWRConfig>
    </SiteConfigProvider>
  );
}

export function renderWithSite(ui: ReactElement, opts: SiteRenderOptions = {}): RenderResult {
  return render(siteTree(ui, opts));
}

/** The element with only the site's config around it (default: the shipped site.config.json). */
export function renderWithConfig(ui: ReactElement, config: SiteConfig = siteConfig): RenderResult {
  return render(ui, { wrapper: ({ children }) => <SiteConfigProvider config={config}>{children}</SiteConfigProvider> });
}

/**
 * The shipped config with some forms delivered another way: `sentNowhere('transfer-certificate')`
 * gives SPEC's own flow (kind none: a printable summary, the OTP step unchecked), which the shipped
 * config replaced by delivery into the ERP.
 */
export function withSubmit(forms: Record<string, SiteConfig['forms'][string]['submit']>, config: SiteConfig = siteConfig): SiteConfig {
  const out: SiteConfig = { ...config, forms: { ...config.forms } };
  for (const [id, submit] of Object.entries(forms)) out.forms[id] = { ...config.forms[id], submit };
  return out;
}

export const sentNowhere = (...ids: string[]): SiteConfig =>
  withSubmit(Object.fromEntries(ids.map((id) => [id, { kind: 'none' as const }])));
