// How a component learns where it is and moves on, without knowing what drives the page: in the
// client-rendered app (the SPA fallback, Nepali, the studio) React Router does
// (src/app/router-nav.tsx); on a prerendered page an island has no router at all (~20 KB gzip it
// never loads): its links are plain page loads and its location is the page's own
// (src/islands/island-root.tsx). Components read it through the hooks below and link with
// <SiteLink> (site-link.tsx), never importing react-router themselves.
//
// The paths here are the route table's, in any language (href(), the menu's entries, the location
// a page reads): the page's language is in its address only (src/lib/lang-path.ts), which `base`
// puts in front of a path where it becomes one (React Router's basename in the app).
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import { withPrefix } from '../lib/lang-path';

export interface SiteLocation {
  pathname: string;
  search: string;
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path ('/media/news') with an optional query. */
  to: string;
}

export interface SiteNav {
  /** The route table's path of the page (its address less the language prefix), and the query. */
  location: SiteLocation;
  /** The prefix of the page's language in its address ('' for the default language, '/ne'). */
  base: string;
  /**
   * The route's path parameters (':id' → id), decoded: a hook, as the router knows them only
   * inside the route's own element.
   */
  useParams: () => Readonly<Record<string, string | undefined>>;
  /** Go to a site path: the client router in the app, a page load on a prerendered page. */
  navigate: (to: string) => void;
  /** Change only the query (a filter): a new history entry, no scroll, no page load. */
  setSearch: (search: URLSearchParams) => void;
  Link: ComponentType<SiteLinkProps>;
}

const NO_PARAMS = {};

/** A plain link (a page load) to a site path, at its address in the page's language. */
function PlainLink({ to, children, ...rest }: SiteLinkProps) {
  const { base } = useSiteNav();
  return (
    <a href={withPrefix(to, base)} {...rest}>
      {children}
    </a>
  );
}

/** Outside any provider (a unit test rendering one component): the root path, plain links. */
export const SiteNavContext = createContext<SiteNav>({
  location: { pathname: '/', search: '' },
  base: '',
  useParams: () => NO_PARAMS,
  navigate: (to) => {
    if (typeof location !== 'undefined') location.assign(to);
  },
  setSearch: () => {},
  Link: PlainLink,
});

export { PlainLink };

export function useSiteNav(): SiteNav {
  return useContext(SiteNavContext);
}

/** A site path as the address of it in the page's language (for an <a> that is not a <SiteLink>). */
export function useAddress(): (path: string) => string {
  const { base } = useContext(SiteNavContext);
  return (path) => withPrefix(path, base);
}

export function useSiteLocation(): SiteLocation {
  return useContext(SiteNavContext).location;
}

export function useRouteParams(): Readonly<Record<string, string | undefined>> {
  return useContext(SiteNavContext).useParams();
}

/** Like React Router's useSearchParams: the query, and a setter that adds a history entry. */
export function useSiteSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const nav = useContext(SiteNavContext);
  return [new URLSearchParams(nav.location.search), nav.setSearch];
}
