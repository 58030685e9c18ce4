// SPEC §2 "Inner page header": Home, then the first, second and third path segments; dashes
// become spaces; for syllabus and programs the second segment is uppercased. A crumb links only
// when its path is a declared route: prefixes such as /who-we-are or /media are not pages, and a
// link there would lead to Page Not Found.
import { isRoutePath } from './route-match';

export interface Crumb {
  label: string;
  /** The path this crumb stands for (its first segments of the visited path). */
  path: string;
  /** Link target: set only when the path is a declared route and the crumb is not the last. */
  to?: string;
}

/**
 * `listPage`: the path is a numbered page of a list (/media/notice/page/2): its crumbs are the
 * list's, the list itself linked, and then one for the page (its label the page's title, which
 * the caller gives); its `page/2` are no places of their own.
 */
export function buildBreadcrumb(pathname: string, homeLabel: string, routes: readonly string[], listPage = false): Crumb[] {
  const all = pathname.split('/').filter(Boolean);
  const segs = (listPage ? all.slice(0, -2) : all).slice(0, 3);
  const crumbs: Crumb[] = [{ label: homeLabel, path: '/', to: '/' }];
  segs.forEach((raw, i) => {
    let label: string;
    try {
      label = decodeURIComponent(raw);
    } catch {
      label = raw;
    }
    label = label.replace(/-/g, ' ');
    if (i === 1 && (segs[0] === 'syllabus' || segs[0] === 'programs')) label = label.toUpperCase();
    const path = '/' + segs.slice(0, i + 1).join('/');
    const last = i === segs.length - 1 && !listPage;
    crumbs.push(last || !isRoutePath(routes, path) ? { label, path } : { label, path, to: path });
  });
  if (listPage) crumbs.push({ label: all.slice(-2).join(' '), path: pathname });
  return crumbs;
}
