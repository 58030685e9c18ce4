import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { App } from './app/app';
import { readSnapshot, snapshotTime } from './app/snapshot';
import { newerThanSnapshot, persistedProvider, storedEntries, withStored } from './app/persisted-cache';
import { registerServiceWorker } from './app/register-sw';
import { pageKindAt, startPlan } from './app/start-plan';
import { markPrerendered } from './api/prerendered';
import { preloadRoute } from './app/preload-route';
import { siteConfig } from './config/site-config';
import { startInStoredLang } from './i18n/lang-provider';
import './styles/global.css';

const root = document.getElementById('root')!;
// Whether the HTML can be hydrated, shown while the page renders afresh with its data, or neither
// (src/app/start-plan.ts): a link shared with ?fbclid=… or utm_… still gets its prerendered page.
const prerendered = root.dataset.prerendered;
const planNow = () => startPlan({ prerendered, pathname: location.pathname, search: location.search, page: pageKindAt(siteConfig.routes, location.pathname) });
const plan = planNow();
const snapshot = plan === 'fresh' ? {} : readSnapshot();
const provider = persistedProvider();
const stored = () => newerThanSnapshot(snapshot, snapshotTime(), storedEntries());
// Hydration must see exactly the data the HTML was made from; stored data newer than the build
// (and what the snapshot lacks) comes in right after (src/app/stored-after-hydration.tsx), so a returning or
// offline visitor sees it until the network answers. Rendering afresh takes it from the start.
const swr: SWRConfiguration = { provider, fallback: plan === 'hydrate' ? snapshot : withStored(snapshot, snapshotTime(), storedEntries()).fallback };

const app = () => (
  <StrictMode>
    <BrowserRouter>
      <App swr={swr} storedAfterHydration={plan === 'hydrate' ? stored : undefined} />
    </BrowserRouter>
  </StrictMode>
);
// The prerendered HTML is English: a visitor who chose Nepali gets the page rendered afresh in
// Nepali (with the same snapshot data) instead of a hydration that could not match.
void Promise.all([startInStoredLang(), plan !== 'fresh' ? preloadRoute(siteConfig, location.pathname) : null]).then(([lang]) => {
  // The page may have moved on (history navigation) while the route's code loaded: hydrating
  // then would render another route over this HTML (React #418), so render afresh instead.
  const now = plan === 'fresh' ? 'fresh' : planNow();
  // The visitor sees the prerendered content: the full-screen loader must not replace it.
  if (now !== 'fresh') markPrerendered();
  if (plan === 'hydrate' && now === 'hydrate' && lang === 'en') {
    // As a transition, hydration is time-sliced: React yields to the browser every few ms instead
    // of blocking a slow phone's main thread for the whole page (the page is already painted).
    startTransition(() => {
      hydrateRoot(root, app());
    });
    return;
  }
  const reactRoot = createRoot(root);
  reactRoot.render(app());
  // The studio's live preview frame re-renders with each config the studio posts (src/app/studio-preview.ts).
  if (location.search.includes('studio-preview=1')) void import('./app/studio-preview').then((m) => m.listenForStudio(() => reactRoot.render(app())));
});
registerServiceWorker();
