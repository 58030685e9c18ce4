// The whole site: data provider, theme, router built from config, and the frame.
import { useLocation } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { siteConfig } from '../config/site-config';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { LangProvider } from '../i18n/lang-provider';
import { AppRoutes } from './app-routes';
import { errorPageFor } from './error-page';
import { Layout } from './layout/layout';
import { ThemeVars } from './layout/theme-vars';
import { ScrollToTop } from './scroll-to-top';
import { swrOptions } from './swr-options';
import { RouterNav } from './router-nav';

const ErrorPage = errorPageFor(siteConfig);

/** Everything inside the router; start-app.tsx and the prerenderer wrap it in their own router. */
export function App({ swr }: { swr?: SWRConfiguration }) {
  const { pathname } = useLocation();
  return (
    <RouterNav>
      <SWRConfig value={{ ...swrOptions, ...swr }}>
        <LangProvider>
          {/* A crash in the frame itself (header, navigation, footer) shows the error screen rather
              than a blank page; moving to another path tries again. */}
          <ErrorBoundary resetKey={pathname} fallback={(e) => <ErrorPage error={e} />} onError={(e) => console.error(e)}>
            <ThemeVars />
            <ScrollToTop />
            <Layout>
              <AppRoutes config={siteConfig} />
            </Layout>
          </ErrorBoundary>
        </LangProvider>
      </SWRConfig>
    </RouterNav>
  );
}
