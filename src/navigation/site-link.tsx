// Links to site paths. <SiteLink> renders through whatever drives the page (site-nav.tsx);
// <SiteNavLink> also marks the link of the page being shown (class "active", aria-current), as
// the menu does.
import { useSiteNav, type SiteLinkProps } from './site-nav';

export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNav();
  return <Link {...props} />;
}

/** Whether `to` is the page at `pathname` (or, unless `end`, one of its sub-pages). */
export function isActivePath(to: string, pathname: string, end: boolean): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  const target = norm(to.split(/[?#]/)[0]);
  const here = norm(pathname);
  if (here === target) return true;
  return !end && target !== '/' && here.startsWith(target + '/');
}

export function SiteNavLink({ to, end = false, className, ...rest }: SiteLinkProps & { end?: boolean }) {
  const { Link, location } = useSiteNav();
  const active = isActivePath(to, location.pathname, end);
  const classes = [className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined;
  return <Link to={to} className={classes} aria-current={active ? 'page' : undefined} {...rest} />;
}
