// The site navigation (src/navigation/site-nav.tsx) driven by React Router, for the
// client-rendered app: links move without a page load, the query is router state. The router's
// basename is the page's language prefix (src/app/start-app.tsx), so its paths are the route
// table's and its links carry the prefix.
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SiteNavContext, type SiteLinkProps, type SiteNav } from '../navigation/site-nav';

function RouterLink({ to, ...rest }: SiteLinkProps) {
  return <Link to={to} {...rest} />;
}

export function RouterNav({ base, children }: { base: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const value = useMemo<SiteNav>(
    () => ({
      location: { pathname, search },
      base,
      useParams,
      navigate: (to) => void navigate(to),
      setSearch: (next) => setParams(next, { preventScrollReset: true }),
      Link: RouterLink,
    }),
    [pathname, search, base, navigate, setParams],
  );
  return <SiteNavContext.Provider value={value}>{children}</SiteNavContext.Provider>;
}
