// The router is built from site.config.json's routes: each path renders its page kind through the
// page registry; a crash below it shows the config's errorPage. Declarative <Routes> rather than
// the data router: it is 16 KB gzip lighter and the site loads its data through SWR, not route
// loaders.
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SiteConfig } from '../generated/site-config';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { errorPageFor } from './error-page';
import { PageHost } from './page-host';
import { withListPages } from '../navigation/list-page-routes';

export function AppRoutes({ config }: { config: SiteConfig }) {
  const { pathname } = useLocation();
  const ErrorPage = errorPageFor(config);
  return (
    <ErrorBoundary resetKey={pathname} fallback={(e) => <ErrorPage error={e} />} onError={(e) => console.error(e)}>
      <Routes>
        {withListPages(config.routes).map((r) => (
          <Route key={r.path} path={r.path} element={<PageHost route={r} />} />
        ))}
      </Routes>
    </ErrorBoundary>
  );
}
