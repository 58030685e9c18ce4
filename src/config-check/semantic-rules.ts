// What the schema cannot say: links point at declared routes, ids are unique, breakpoints ascend,
// presets exist, every page kind and section type is registered, no two routes share a path, and
// every page kind the site's code links to (href) has a route with the parameters its links fill,
// no route sits where the other language's addresses are (/en, /ne), and every operation named
// live only is one the site reads.
import type { MenuEntry, SiteConfig } from '../generated/site-config';
import type { ConfigProblem } from './config-error';
import { closest } from './closest';
import { erpDeliveryProblems } from './erp-delivery-rules';
import { patternParams, routeMatches } from '../lib/route-match';
import { langSegment } from '../lib/lang-path';
import { LINK_KINDS, linkedRoute, linkPathParams } from '../navigation/route-links';
import { ops } from '../api/operations';

export interface Registered {
  pageKinds?: readonly string[];
  sectionTypes?: readonly string[];
  forms?: readonly string[];
  /** Each form's mapping to the ERP (schemas/forms/<form>.erp.json): the ERP object it fills, or null. */
  erpMappings?: Readonly<Record<string, string | null>>;
}

function checkMenu(entries: MenuEntry[], where: string, routes: string[], out: ConfigProblem[]): void {
  entries.forEach((e, i) => {
    const path = `${where}[${i}]`;
    if (e.to !== undefined && !routes.some((r) => routeMatches(r, e.to!))) {
      const near = closest(e.to, routes);
      out.push({
        path: `${path}.to`,
        expected: 'a path declared in routes',
        found: JSON.stringify(e.to),
        hint: near ? `did you mean "${near}"? Or add a route for it.` : 'add a route with this path, or fix the link',
      });
    }
    const kinds = [e.to, e.href, e.children].filter((x) => x !== undefined).length;
    if (kinds !== 1) {
      out.push({
        path,
        expected: 'exactly one of "to", "href" or "children"',
        found: kinds === 0 ? 'none of them' : 'more than one',
        hint: 'a menu entry is a link inside the site, a link outside it, or a dropdown',
      });
    }
    if (e.children) checkMenu(e.children, `${path}.children`, routes, out);
  });
}

/**
 * The site's pages link to some page kinds (href, src/navigation/route-links.ts): each needs a
 * route (its first one is the one linked to), whose path has exactly the parameters the links fill.
 */
function checkLinkedKinds(cfg: SiteConfig, out: ConfigProblem[]): void {
  for (const kind of LINK_KINDS) {
    const want = linkPathParams(kind);
    const route = linkedRoute(cfg.routes, kind);
    if (!route) {
      const example = `{ "path": "/${kind}${want.map((p) => `/:${p}`).join('')}", "page": "${kind}" }`;
      out.push({
        path: 'routes',
        expected: `a route for the page kind "${kind}" (pages of the site link to it)`,
        found: 'none',
        hint: `add one at any path, e.g. ${example}`,
      });
      continue;
    }
    const at = cfg.routes.indexOf(route);
    const path = route.path;
    const have = patternParams(path);
    if (have.length !== want.length || want.some((p) => !have.includes(p))) {
      const params = want.length
        ? `the parameters ${want.map((p) => `:${p}`).join(' and ')} (the links to "${kind}" fill them)`
        : `no parameters (the links to "${kind}" fill none)`;
      const fixed = '/' + [...path.split('/').filter((s) => s && !s.startsWith(':')), ...want.map((p) => `:${p}`)].join('/');
      out.push({
        path: `routes[${at}].path`,
        expected: `a path with ${params}`,
        found: JSON.stringify(path),
        hint: `did you mean "${fixed}"?`,
      });
    }
  }
}

/**
 * site.liveOnly names operations as the API does ('Admin/GetBirthDayList'): a misspelt one would
 * keep nothing out of the built pages, silently, so each must be an operation the site reads.
 */
function checkLiveOnly(names: readonly string[], out: ConfigProblem[]): void {
  const known = Object.values(ops).map((op) => op.name);
  // (Without its controller, 'Admin/', a name is too far from the right one for closest().)
  const bare = (name: string) => name.replace(/^[^/]*\//, '').toLowerCase();
  names.forEach((name, i) => {
    if (known.includes(name)) return;
    const near = known.find((k) => bare(k) === bare(name)) ?? closest(name, known);
    out.push({
      path: `site.liveOnly[${i}]`,
      expected: `the name of an operation the site reads (${known.join(', ')})`,
      found: JSON.stringify(name),
      hint: near ? `did you mean "${near}"?` : 'write it as the API names it, e.g. "GetNoticeList" or "Admin/GetBirthDayList"',
    });
  });
}

export function semanticProblems(cfg: SiteConfig, reg: Registered = {}): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const paths = cfg.routes.map((r) => r.path);

  const seenPath = new Map<string, number>();
  cfg.routes.forEach((r, i) => {
    const norm = r.path.replace(/:[^/]+/g, ':p').toLowerCase();
    if (seenPath.has(norm))
      out.push({
        path: `routes[${i}].path`,
        expected: 'a path no other route uses',
        found: `${JSON.stringify(r.path)}, also used by routes[${seenPath.get(norm)}]`,
        hint: 'remove one of the two routes',
      });
    else seenPath.set(norm, i);
    // Every page also has an address in the other language, under its prefix (/ne/…, /en/…): a
    // route there would be two pages at one address.
    const lang = langSegment(r.path);
    if (lang)
      out.push({
        path: `routes[${i}].path`,
        expected: `a path that does not start with /${lang} (the addresses under /en and /ne are the pages in that language)`,
        found: JSON.stringify(r.path),
        hint: `drop the /${lang} in front: every page is made in both languages, at "${r.path.slice(lang.length + 1) || '/'}" and under /${lang}`,
      });
    if (reg.pageKinds && !reg.pageKinds.includes(r.page))
      out.push({
        path: `routes[${i}].page`,
        expected: 'a registered page kind',
        found: JSON.stringify(r.page),
        hint: 'register a component for it in src/pages/page-registry.ts',
      });
    if (r.page === 'static-page') {
      const key = r.props?.content;
      if (!key || !cfg.content.pages[key])
        out.push({
          path: `routes[${i}].props.content`,
          expected: `a key of content.pages (${Object.keys(cfg.content.pages).join(', ')})`,
          found: JSON.stringify(key ?? null),
          hint: 'a static page needs its text in content.pages',
        });
    }
    const form = r.props?.form;
    if (form !== undefined && !cfg.forms[form])
      out.push({
        path: `routes[${i}].props.form`,
        expected: `a key of forms (${Object.keys(cfg.forms).join(', ')})`,
        found: JSON.stringify(form),
        hint: 'declare the form under "forms"',
      });
  });
  if (!cfg.routes.some((r) => r.path === '*'))
    out.push({
      path: 'routes',
      expected: 'a route with path "*" (Page Not Found)',
      found: 'none',
      hint: 'add { "path": "*", "page": "not-found" }',
    });
  checkLinkedKinds(cfg, out);

  const seenId = new Map<string, number>();
  cfg.home.sections.forEach((s, i) => {
    if (seenId.has(s.id))
      out.push({
        path: `home.sections[${i}].id`,
        expected: 'an id no other section uses',
        found: `${JSON.stringify(s.id)}, also used by home.sections[${seenId.get(s.id)}]`,
        hint: 'give each section its own id',
      });
    else seenId.set(s.id, i);
    if (reg.sectionTypes && !reg.sectionTypes.includes(s.type))
      out.push({
        path: `home.sections[${i}].type`,
        expected: 'a registered section type',
        found: JSON.stringify(s.type),
        hint: 'register a component for it in src/sections/section-registry.ts',
      });
    const props = (s as { props?: { carousel?: string; form?: string } }).props;
    if (props?.carousel && !cfg.carousels.presets[props.carousel]) {
      out.push({
        path: `home.sections[${i}].props.carousel`,
        expected: `a preset of carousels.presets (${Object.keys(cfg.carousels.presets).join(', ')})`,
        found: JSON.stringify(props.carousel),
        hint: 'add the preset or pick an existing one',
      });
    }
    if (props?.form && !cfg.forms[props.form])
      out.push({
        path: `home.sections[${i}].props.form`,
        expected: `a key of forms (${Object.keys(cfg.forms).join(', ')})`,
        found: JSON.stringify(props.form),
      });
  });

  checkLiveOnly(cfg.site.liveOnly ?? [], out);
  checkMenu(cfg.menu.main, 'menu.main', paths, out);
  checkMenu(cfg.menu.quickLinks, 'menu.quickLinks', paths, out);

  const bps = cfg.carousels.breakpoints;
  const names = bps.map((b) => b.name);
  bps.forEach((b, i) => {
    if (i > 0 && b.min <= bps[i - 1].min)
      out.push({
        path: `carousels.breakpoints[${i}].min`,
        expected: `a width above ${bps[i - 1].min} (breakpoints ascend)`,
        found: String(b.min),
        hint: 'list breakpoints from the smallest width to the largest',
      });
    if (b.max !== undefined && b.max <= b.min)
      out.push({ path: `carousels.breakpoints[${i}].max`, expected: `a width above its min ${b.min}`, found: String(b.max) });
  });
  if (!bps.length)
    out.push({
      path: 'carousels.breakpoints',
      expected: 'at least one breakpoint',
      found: 'an empty list',
      hint: 'add { "name": "mobile", "min": 0 }',
    });
  if (bps.length && bps[0].min !== 0)
    out.push({
      path: 'carousels.breakpoints[0].min',
      expected: '0 (the smallest breakpoint starts at zero width)',
      found: String(bps[0].min),
    });
  for (const [preset, per] of Object.entries(cfg.carousels.presets)) {
    for (const name of Object.keys(per)) {
      if (!names.includes(name))
        out.push({
          path: `carousels.presets.${preset}.${name}`,
          expected: `a breakpoint name (${names.join(', ')})`,
          found: JSON.stringify(name),
          hint: closest(name, names) ? `did you mean "${closest(name, names)}"?` : undefined,
        });
    }
    if (!(names[0] in per))
      out.push({
        path: `carousels.presets.${preset}`,
        expected: `a value for the smallest breakpoint "${names[0]}"`,
        found: 'none',
        hint: 'every preset needs a value from the smallest width up',
      });
  }

  const jobIds = new Set<number>();
  cfg.content.careers.forEach((j, i) => {
    if (jobIds.has(j.id)) out.push({ path: `content.careers[${i}].id`, expected: 'an id no other job uses', found: String(j.id) });
    jobIds.add(j.id);
  });

  if (reg.forms) {
    for (const f of Object.keys(cfg.forms))
      if (!reg.forms.includes(f))
        out.push({
          path: `forms.${f}`,
          expected: `a form with a schema in schemas/forms/ (${reg.forms.join(', ')})`,
          found: JSON.stringify(f),
          hint: `add schemas/forms/${f}.schema.json or remove this entry`,
        });
  }
  out.push(...erpDeliveryProblems(cfg, reg.erpMappings));
  return out;
}
