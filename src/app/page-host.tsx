// Renders one route's page: its header banner (inner pages), then the registered component,
// lazily loaded; on a prerendered page the body is an island waking as the page registry says
// (page-island.tsx).
// An unregistered kind is a labelled placeholder in development and Page Not Found in production.
import { Suspense } from 'react';
import { useSiteLocation } from '../navigation/site-nav';
import type { Route } from '../generated/site-config';
import { PageHeader } from '../components/page-header/page-header';
import { pageEntry, pageFor } from '../pages/registry';
import { Island } from '../island-kit/island';
import { PageIsland, pageIsland } from './page-island';
import { routeTitle } from './route-title';
import { useSiteConfig } from '../config/config-context';
import { useDocumentTitle } from './use-document-title';
import { useT } from '../i18n/use-t';
import { isDev } from '../config/is-dev';
import { PageLoading } from '../components/load-state/page-loading';

const NOT_FOUND = pageFor('not-found')!;

export function PageHost({ route }: { route: Route }) {
  const t = useT();
  const { pathname } = useSiteLocation();
  const title = routeTitle(route, pathname, useSiteConfig().content);
  const bare = route.page === 'home' || route.page === 'not-found';
  useDocumentTitle(route.page === 'home' ? null : title);
  const entry = pageEntry(route.page);
  if (!entry && !isDev) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NOT_FOUND route={route} />
      </Suspense>
    );
  }
  return (
    <>
      {!bare && <PageHeader title={title} />}
      {entry ? (
        <Island kind={pageIsland} props={{ route }}>
          <PageIsland route={route} />
        </Island>
      ) : (
        <div className="container section empty" data-unregistered="true">
          {t('app.unregistered', { type: route.page })}
        </div>
      )}
    </>
  );
}
