// The whole site, for the config it is given, in the page's language: data provider, theme,
// router built from the config's routes, and the frame.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { SiteConfigProvider } from '../site-config/config-context';
import type { SiteConfig } from '../generated/site-config';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { ImageCopiesProvider } from '../components/image/image-copies';
import { LangProvider } from '../i18n/lang-provider';
import type { Lang } from '../i18n/t';
import { langPrefix } from '../lib/lang-path';
import { RenderCtx, type RenderContext } from '../render/render-context';
import { endpointsOf } from '../api/endpoint';
import { AppRoutes } from './app-routes';
import { errorPageFor } from './error-page';
import { Layout } from './layout/layout';
import { ThemeVars } from './layout/theme-vars';
import { ScrollToTop } from './scroll-to-top';
import { swrOptions } from './swr-options';
import { RouterNav } from './router-nav';

/**
 * Everything inside the router; start-app.tsx and the prerenderer wrap it in their own router,
 * whose basename is the language's prefix (src/lib/lang-path.ts). `lang`: the page's language, its
 * dictionary already loaded and set (startInLang; the prerenderer's renderPage). `render`: the
 * render it is drawn in (the prerenderer's pass: src/render/render-context.ts); in the browser's
 * client-rendered app, one in `lang` as of now, with the config's endpoints, that collects nothing.
 */
export function App({
  config,
  lang,
  swr,
  render,
  prerendered = false,
}: {
  config: SiteConfig;
  lang: Lang;
  swr?: SWRConfiguration;
  render?: RenderContext;
  /** The page came prerendered and shows its content (a client render in the browser). */
  prerendered?: boolean;
}) {
  const { pathname } = useLocation();
  const ErrorPage = errorPageFor(config);
  const client = useMemo<RenderContext>(
    () => ({ lang, now: null, endpoints: endpointsOf(config), facts: null, prerendered }),
    [lang, config, prerendered],
  );
  return (
    <RenderCtx.Provider value={render ?? client}>
      <SiteConfigProvider config={config}>
        <RouterNav base={langPrefix(lang, config.site.defaultLanguage ?? 'en')}>
          <SWRConfig value={{ ...swrOptions, ...swr }}>
            <LangProvider lang={lang}>
              <ImageCopiesProvider data={swr?.fallback}>
                {/* A crash in the frame itself (header, navigation, footer) shows the error screen rather
                than a blank page; moving to another path tries again. */}
                <ErrorBoundary resetKey={pathname} fallback={(e) => <ErrorPage error={e} />} onError={(e) => console.error(e)}>
                  <ThemeVars />
                  <ScrollToTop />
                  <Layout>
                    <AppRoutes config={config} />
                  </Layout>
                </ErrorBoundary>
              </ImageCopiesProvider>
            </LangProvider>
          </SWRConfig>
        </RouterNav>
      </SiteConfigProvider>
    </RenderCtx.Provider>
  );
}
