// Renders one route's page: its header banner (inner pages), then the registered component,
// lazily loaded; on a prerendered page the body is an island waking as the page registry says
// (page-island.tsx).
// An unregistered kind is a labelled placeholder in development and Page Not Found in production.
import { Suspense } from 'react';
import { useSiteLocation } from '../navigation/site-nav';
import type { Route } from '../generated/site-config';
import { PageHeader } from '../components/page-header/page-header';
import { isListPageRoute } from '../navigation/list-page-routes';
import { pageEntry, pageFor } from '../pages/page-registry';
import { Island } from '../island-kit/island';
import { PageIsland, pageIsland } from './page-island';
import { routeTitle } from './route-title';
import { ITEM_TITLES, type ItemTitleHook } from './item-title';
import { routeParams } from '../lib/route-match';
import { useSiteConfig } from '../site-config/config-context';
import { useDocumentTitle } from './use-document-title';
import { useT } from '../i18n/use-t';
import { isDev } from '../site-config/is-dev';
import { PageLoading } from '../components/load-state/page-loading';
import { useLang } from '../i18n/lang-provider';

const NOT_FOUND = pageFor('not-found')!;

export function PageHost({ route }: { route: Route }) {
  const lang = useLang();
  const { pathname } = useSiteLocation();
  const content = useSiteConfig().content;
  // A page of one item is headed by the item's title, from its data (item-title.ts); keyed by the
  // kind, whose data hook it calls.
  const useItemTitle = route.title ? undefined : ITEM_TITLES[route.page];
  if (useItemTitle) return <ItemPageHost key={route.page} route={route} useItemTitle={useItemTitle} />;
  return <PageFrame route={route} title={routeTitle(lang, route, pathname, content)} />;
}

function ItemPageHost({ route, useItemTitle }: { route: Route; useItemTitle: ItemTitleHook }) {
  const t = useT();
  const { pathname } = useSiteLocation();
  const found = useItemTitle(routeParams(route.path, pathname) ?? {});
  const title = found === undefined ? t('app.loading') : found === false ? t('app.notAvailable') : (found ?? t('app.notFound'));
  return <PageFrame route={route} title={title} item missing={found === null} />;
}

function PageFrame({ route, title, item = false, missing = false }: { route: Route; title: string; item?: boolean; missing?: boolean }) {
  const t = useT();
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
      {!bare && <PageHeader title={title} item={item} missing={missing} listPage={isListPageRoute(route)} />}
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
