// SPEC §2 "Inner page header": a 272 px banner with the page title and a breadcrumb.
import { useMemo } from 'react';
import { SiteLink } from '../../navigation/site-link';
import { useSiteLocation } from '../../navigation/site-nav';
import { useSiteConfig } from '../../site-config/config-context';
import { buildBreadcrumb } from '../../lib/breadcrumb';
import { crumbLabels } from '../../lib/crumb-labels';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { localText } from '../../i18n/local-text';
import styles from './page-header.module.css';

/**
 * `item`: the page is one item's (a news item…), `title` its own title from the data: the last
 * crumb says it too, not the words of the address. `missing`: there is no such item (the title
 * says Page Not Found); marked for the prerenderer, which does not publish such a page.
 * `listPage`: the page is a numbered page of a list (src/navigation/list-page-routes.ts).
 */
export function PageHeader({
  title,
  item = false,
  missing = false,
  listPage = false,
}: {
  title: string;
  item?: boolean;
  missing?: boolean;
  listPage?: boolean;
}) {
  const siteConfig = useSiteConfig();
  const constants = siteConfig.site.constants;
  const routePaths = useMemo(() => siteConfig.routes.map((r) => r.path), [siteConfig.routes]);
  const labels = useMemo(() => crumbLabels(siteConfig), [siteConfig]);
  const t = useT();
  const { pathname } = useSiteLocation();
  const lang = useLang();
  // English keeps SPEC's path-derived words; Nepali names each place as the config does.
  const all = buildBreadcrumb(pathname, t('app.home'), routePaths, listPage);
  const crumbs = all.map((c, i) => {
    if (item && i > 0 && i === all.length - 1) return { ...c, label: title };
    if (lang !== 'ne' || i === 0) return c;
    const named = labels.get(c.path);
    return named ? { ...c, label: localText(lang, named) } : c;
  });
  return (
    <header className={styles.banner} style={{ minHeight: constants.headerBannerHeight }} data-missing-item={missing ? '' : undefined}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label={t('app.breadcrumb')}>
          <ol className={styles.crumbs}>
            {crumbs.map((c, i) => (
              <li key={i}>
                {c.to ? (
                  <SiteLink to={c.to}>{c.label}</SiteLink>
                ) : (
                  <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </header>
  );
}
