// Whether a concrete path is served by a declared route pattern. Shared by the config checks (menu
// links must reach a route) and the breadcrumb (a crumb links only to a real page). Like React
// Router's default, letters match regardless of case; '*' (Page Not Found) serves nothing here.

/** Whether a concrete path such as /media/news is served by a route pattern like /media/:x. */
export function routeMatches(pattern: string, path: string): boolean {
  if (pattern === '*') return false;
  const a = pattern.split('/').filter(Boolean);
  const b = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') || seg.toLowerCase() === b[i].toLowerCase());
}

/** Whether any of the route patterns serves the path. */
export function isRoutePath(patterns: readonly string[], path: string): boolean {
  return patterns.some((p) => routeMatches(p, path));
}

/**
 * The path parameters of a concrete path under a route pattern ('/media/notice/:id/:title' and
 * '/media/notice/7/Exam%20dates' → { id: '7', title: 'Exam dates' }), decoded as React Router
 * decodes them; null when the pattern does not serve the path.
 */
export function routeParams(pattern: string, path: string): Record<string, string> | null {
  if (!routeMatches(pattern, path)) return null;
  const a = pattern.split('/').filter(Boolean);
  const b = path.split(/[?#]/)[0].split('/').filter(Boolean);
  const out: Record<string, string> = {};
  a.forEach((seg, i) => {
    if (!seg.startsWith(':')) return;
    try {
      out[seg.slice(1)] = decodeURIComponent(b[i]);
    } catch {
      out[seg.slice(1)] = b[i];
    }
  });
  return out;
}

/** The parameter names of a route pattern ('/media/notice/:id/:title' → ['id', 'title']), as React Router reads them. */
export function patternParams(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((seg) => seg.startsWith(':'))
    .map((seg) => seg.slice(1));
}
