// The site navigation (src/navigation/site-nav.tsx) driven by React Router, for the
// client-rendered app: links move without a page load, the query is router state.
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SiteNavContext, type SiteLinkProps, type SiteNav } from '../navigation/site-nav';

function RouterLink({ to, ...rest }: SiteLinkProps) {
  return <Link to={to} {...rest} />;
}

export function RouterNav({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const value = useMemo<SiteNav>(
    () => ({
      location: { pathname, search },
      useParams,
      navigate: (to) => void navigate(to),
      setSearch: (next) => setParams(next, { preventScrollReset: true }),
      Link: RouterLink,
    }),
    [pathname, search, navigate, setParams],
  );
  return <SiteNavContext.Provider value={value}>{children}</SiteNavContext.Provider>;
}
