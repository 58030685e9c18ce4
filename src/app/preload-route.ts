// Before hydrating, load the code the prerendered URL needs: its page and, on the home page, its
// enabled sections.
import { matchRoutes } from 'react-router-dom';
import type { SiteConfig } from '../generated/site-config';
import { pageFor } from '../pages/registry';
import { sectionFor } from '../sections/registry';

type MaybePreload = { preload?: () => Promise<unknown> } | null;

export async function preloadRoute(config: SiteConfig, pathname: string): Promise<void> {
  const match = matchRoutes(config.routes.map((r, i) => ({ path: r.path, id: String(i) })), pathname)?.[0];
  const route = match ? config.routes[Number(match.route.id)] : undefined;
  if (!route) return;
  const loads: Array<Promise<unknown> | undefined> = [(pageFor(route.page) as MaybePreload)?.preload?.()];
  // Only the first screen's sections: the others hydrate as their code arrives, so the page is
  // interactive sooner on a slow phone.
  if (route.page === 'home') for (const s of firstSections(config)) loads.push((sectionFor(s.type) as MaybePreload)?.preload?.());
  await Promise.all(loads.map((p) => p?.catch(() => undefined)));
}

export function firstSections(config: SiteConfig) {
  return config.home.sections.filter((s) => s.enabled).slice(0, config.home.eagerSections ?? 0);
}
