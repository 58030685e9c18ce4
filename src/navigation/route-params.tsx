// The route's path parameters for the page below it (PageHost and a page island), on top of
// whatever drives the page: computed from the route pattern, so no router is needed to know them.
import { useMemo, type ReactNode } from 'react';
import { SiteNavContext, useSiteNav } from './site-nav';

export function RouteParams({ params, children }: { params: Record<string, string>; children: ReactNode }) {
  const nav = useSiteNav();
  const value = useMemo(() => ({ ...nav, useParams: () => params }), [nav, params]);
  return <SiteNavContext.Provider value={value}>{children}</SiteNavContext.Provider>;
}
