// A page's body as an island (the page kind of island-kit/island-kind.ts): the route's entry in the
// page registry, with its route's parameters. Apart from page-host.tsx, whose page header the
// islands' wake code does not need: what wakes an island imports every kind, and its CSS is
// inlined in every page, the home page's too (which has no page header).
import { memo, Suspense, useMemo } from 'react';
import { useSiteLocation } from '../navigation/site-nav';
import type { Route } from '../generated/site-config';
import { pageFor, pageRegistry } from '../pages/page-registry';
import type { IslandKind } from '../island-kit/island-kind';
import { RouteParams } from '../navigation/route-params';
import { withListPages } from '../navigation/list-page-routes';
import { routeParams } from '../lib/route-match';
import { PageLoading } from '../components/load-state/page-loading';

/** A page's body as an island: its entry in the page registry, by the route's page kind. */
export const pageIsland: IslandKind<{ route: Route }> = {
  name: 'page',
  registry: pageRegistry,
  key: ({ route }) => route.page,
  element: ({ route }) => <PageIsland route={route} />,
  label: ({ route }) => `page ${route.page}`,
  // The route by its path in the route table (a list's numbered pages' too): the browser has the
  // config the page was built with.
  written: ({ route }) => ({ route: route.path }),
  read: ({ route }, config) => {
    const found = withListPages(config.routes).find((r) => r.path === route);
    return found ? { route: found } : null;
  },
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
