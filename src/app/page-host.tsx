// Renders one route's page: its header banner (inner pages), then the registered component,
// lazily loaded. An unregistered kind is a labelled placeholder in development and Page Not
// Found in production.
import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Route } from '../generated/site-config';
import { PageHeader } from '../components/page-header/page-header';
import { pageFor } from '../pages/registry';
import { routeTitle } from '../lib/route-title';
import { useDocumentTitle } from './use-document-title';
import { useT } from '../i18n/use-t';
import { isDev } from './is-dev';
import { PageLoading } from './page-loading';

const NOT_FOUND = pageFor('not-found')!;

export function PageHost({ route }: { route: Route }) {
  const t = useT();
  const { pathname } = useLocation();
  const title = routeTitle(route, pathname);
  const bare = route.page === 'home' || route.page === 'not-found' || route.page === 'studio';
  useDocumentTitle(route.page === 'home' ? null : title);
  const Page = pageFor(route.page);
  // The same element while the route is the same: a title update here must not re-render a page
  // whose lazy parts are still hydrating (React would replace their prerendered HTML).
  const page = useMemo(() => (Page ? <Page route={route} /> : null), [Page, route]);
  if (!Page && !isDev) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NOT_FOUND route={route} />
      </Suspense>
    );
  }
  return (
    <>
      {!bare && <PageHeader title={title} />}
      <Suspense fallback={<PageLoading />}>
        {page ?? (
          <div className="container section empty" data-unregistered="true">
            {t('app.unregistered', { type: route.page })}
          </div>
        )}
      </Suspense>
    </>
  );
}
