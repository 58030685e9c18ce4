// Below the search: the pages to browse instead, one of each kind the search finds (browse-kinds.ts),
// each named by its route's title. In the HTML for any query, so a visitor whose browser runs no
// script (the index is searched in the browser: a static site has nothing to search with on its
// side) or whose script has not arrived is never left at an empty page; and after a search that
// found nothing, the same lists are a way on.
import { useId } from 'react';
import { useSiteConfig } from '../../site-config/config-context';
import { useLang } from '../../i18n/lang-provider';
import { useT } from '../../i18n/use-t';
import { plainTitle } from '../../lib/page-head';
import { useHref } from '../../navigation/href';
import { linkedRoute } from '../../navigation/route-links';
import { SiteLink } from '../../navigation/site-link';
import { BROWSE_KINDS, OWN_ROUTE_KINDS } from './browse-kinds';
import styles from './search-page.module.css';

export function SearchBrowse() {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const routes = useSiteConfig().routes;
  const id = useId();
  const links = [
    ...BROWSE_KINDS.flatMap((kind) => {
      const route = linkedRoute(routes, kind);
      return route ? [{ to: href(kind), title: plainTitle(route.path, route, lang), kind }] : [];
    }),
    ...routes
      .filter((r) => (OWN_ROUTE_KINDS as readonly string[]).includes(r.page) && !r.path.includes(':'))
      .map((r) => ({ to: r.path, title: plainTitle(r.path, r, lang), kind: r.page })),
  ];
  return (
    <nav className={styles.browse} aria-labelledby={id}>
      <h2 id={id} className={styles.browseHeading}>
        {t('search.browse')}
      </h2>
      <ul className={styles.browseList}>
        {links.map((l) => (
          <li key={l.to}>
            <SiteLink to={l.to} data-kind={l.kind}>
              {l.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
