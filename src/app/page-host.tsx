// Renders one route's page: its header banner (inner pages), then the registered component,
// lazily loaded; on a prerendered page the body is an island waking as the page registry says.
// An unregistered kind is a labelled placeholder in development and Page Not Found in production.
import { memo, Suspense, useMemo } from 'react';
import { useSiteLocation } from '../navigation/site-nav';
import type { Route } from '../generated/site-config';
import { PageHeader } from '../components/page-header/page-header';
import { pageEntry, pageFor, pageRegistry } from '../pages/registry';
import { Island } from '../island-kit/island';
import type { IslandKind } from '../island-kit/island-kind';
import { RouteParams } from '../navigation/route-params';
import { routeParams } from '../lib/route-match';
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

/** A page's body as an island: its entry in the page registry, by the route's page kind. */
export const pageIsland: IslandKind<{ route: Route }> = {
  name: 'page',
  registry: pageRegistry,
  key: ({ route }) => route.page,
  element: ({ route }) => <PageIsland route={route} />,
  label: ({ route }) => `page ${route.page}`,
};

/**
 * The page's body with its route's parameters: in the app, and as the page's island renders it
 * (pageIsland). Memoised on the route: a title update above must not
 * re-render a page whose lazy parts are still loading.
 */
export const PageIsland = memo(function PageIsland({ route }: { route: Route }) {
  const { pathname } = useSiteLocation();
  const params = useMemo(() => routeParams(route.path, pathname) ?? {}, [route.path, pathname]);
  const Page = pageFor(route.page)!;
  return (
    <RouteParams params={params}>
      <Suspense fallback={<PageLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- pageFor looks the page up in the registry, which made each page's lazy component once, at load */}
        <Page route={route} />
      </Suspense>
    </RouteParams>
  );
});
