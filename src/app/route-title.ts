// A page's title, in `lang`: its config title, else its last meaningful path segment in words.
import type { Route, SiteConfig } from '../generated/site-config';
import type { Lang } from '../i18n/t';
import { localText } from '../i18n/local-text';

export function routeTitle(lang: Lang, route: Route, pathname: string, content: SiteConfig['content']): string {
  if (route.title) return localText(lang, route.title);
  const page = route.page === 'static-page' && route.props?.content ? content.pages[route.props.content] : undefined;
  if (page) return localText(lang, page.title);
  const segs = pathname.split('/').filter(Boolean);
  const last = segs[segs.length - 1] ?? '';
  let label = last;
  try {
    label = decodeURIComponent(last);
  } catch {
    /* keep the raw segment */
  }
  return label.replace(/-/g, ' ');
}
