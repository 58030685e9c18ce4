// What surrounds one island, identical on the server (its prerender pass) and in the browser (its
// hydration), so the HTML matches: its place in the site (path, query, plain-link navigation: no
// router), the site's config, the page's data, the page's language (its address's:
// src/lib/lang-path.ts), and a boundary so a crash loses only this island.
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { swrOptions } from '../app/swr-options';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { ImageCopiesProvider } from '../components/image/image-copies';
import { LangProvider } from '../i18n/lang-provider';
import { langOfPath, langPrefix, routePathOf, withPrefix } from '../lib/lang-path';
import { PlainLink, SiteNavContext, type SiteNav } from '../navigation/site-nav';
import { IslandContext, type IslandMode } from '../island-kit/island-context';
import { SiteConfigProvider } from '../site-config/config-context';
import type { SiteConfig } from '../generated/site-config';
import { RenderCtx, type RenderContext } from '../render/render-context';

const NO_PARAMS = {};

export interface IslandRootProps {
  mode: IslandMode;
  /** The site's config, as the page was built with. */
  config: SiteConfig;
  /**
   * The address the page was prerendered for (its language's prefix in front of the route's path:
   * '/ne/media/news'), and the query as the browser has it ('' on the server). The caller has set
   * that language's dictionary loaded (t.ts loadDictionary).
   */
  path: string;
  search: string;
  /** The page's data snapshot (the SWR fallback). */
  data: Record<string, unknown>;
  /** The SWR cache: one per prerender pass; in the browser one shared by every island on the page. */
  cache: () => Cache;
  /** The render it is drawn in: the prerenderer's pass, or the page's in the browser (src/render/render-context.ts). */
  render: RenderContext;
  children: ReactNode;
}

export function IslandRoot({ mode, config, path, search, data, cache, render, children }: IslandRootProps) {
  const [query, setQuery] = useState(search);
  // Back and forward between filter states of this page (setSearch below) restore the filter.
  // Also at once: a filter answered from plain script while this island was hydrating
  // (src/islands/first-answers.ts) moved the address after `search` was read.
  useEffect(() => {
    const onPop = () => setQuery(location.search);
    onPop();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const defaultLang = config.site.defaultLanguage ?? 'en';
  const lang = langOfPath(path, defaultLang);
  const nav = useMemo<SiteNav>(
    () => ({
      location: { pathname: routePathOf(path, defaultLang), search: query },
      base: langPrefix(lang, defaultLang),
      useParams: () => NO_PARAMS,
      navigate: (to) => location.assign(withPrefix(to, langPrefix(lang, defaultLang))),
      setSearch: (next) => {
        const q = next.toString();
        history.pushState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
        setQuery(q ? `?${q}` : '');
      },
      Link: PlainLink,
    }),
    [path, query, lang, defaultLang],
  );
  // Islands never fetch on their own: the page's freshness check (src/islands/freshness.ts) asks
  // the back-end for what the page shows, once, and updates the shared cache.
  const swr = useMemo<SWRConfiguration>(
    () => ({
      ...swrOptions,
      provider: cache,
      fallback: data,
      revalidateOnMount: false,
      revalidateIfStale: false,
      ...(mode.mode === 'server' ? { isPaused: () => true } : {}),
    }),
    [cache, data, mode.mode],
  );
  return (
    <RenderCtx.Provider value={render}>
      <SiteConfigProvider config={config}>
        <IslandContext.Provider value={mode}>
          <SiteNavContext.Provider value={nav}>
            <SWRConfig value={swr}>
              <LangProvider lang={lang}>
                <ImageCopiesProvider data={data}>
                  <ErrorBoundary fallback={() => null} onError={(e) => console.error(e)}>
                    <Suspense fallback={null}>{children}</Suspense>
                  </ErrorBoundary>
                </ImageCopiesProvider>
              </LangProvider>
            </SWRConfig>
          </SiteNavContext.Provider>
        </IslandContext.Provider>
      </SiteConfigProvider>
    </RenderCtx.Provider>
  );
}
