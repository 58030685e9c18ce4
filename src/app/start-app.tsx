// The client-rendered app: for a path with no prerendered page (the SPA fallback), ?cold, the
// studio's preview frame, or a page whose query it reads (start-plan.ts). It renders afresh with
// the React Router, in the language of the address (src/lib/lang-path.ts: its prefix is the
// router's basename); a prerendered page's data (its snapshot) shows at once, so no loader
// replaces content the visitor already sees.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { App } from './app';
import { builtConfig } from './site-value';
import type { SiteConfig } from '../generated/site-config';
import { loadPageData, snapshotTime } from './snapshot';
import { persistedProvider, storedEntries, withStored } from './persisted-cache';
import type { StartPlan } from './start-plan';
import { startInLang } from '../i18n/lang-provider';
import { langOfPath, langPrefix, sitePathOf } from '../lib/lang-path';

export async function startApp(plan: Exclude<StartPlan, 'islands'>): Promise<void> {
  // A path of '//host/…' is this site's page, read as another host's address by anything that puts
  // it in a link or history: one slash, before the router reads it (sitePathOf; a prerendered
  // page's head script did it already, src/i18n/lang-choice.js).
  if (location.pathname !== sitePathOf(location.pathname))
    history.replaceState(history.state, '', sitePathOf(location.pathname) + location.search + location.hash);
  const root = document.getElementById('root')!;
  const snapshot = plan === 'fresh' ? {} : await loadPageData();
  // Stored data newer than the build (and what the snapshot lacks) shows until the network answers.
  const swr: SWRConfiguration = { provider: persistedProvider(), fallback: withStored(snapshot, snapshotTime(), storedEntries()).fallback };
  const defaultLang = builtConfig.site.defaultLanguage ?? 'en';
  const wanted = langOfPath(location.pathname, defaultLang);
  const lang = await startInLang(wanted);
  // (The addresses stay the wanted language's even when its dictionary could not be had.)
  const basename = langPrefix(wanted, defaultLang) || undefined;
  const app = (config: SiteConfig) => (
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App config={config} lang={lang} swr={swr} prerendered={plan === 'snapshot'} />
      </BrowserRouter>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  reactRoot.render(app(builtConfig));
  // The studio's live preview frame renders with each config the studio posts (src/app/studio-preview.ts).
  if (location.search.includes('studio-preview=1'))
    void import('./studio-preview').then((m) => m.listenForStudio((config) => reactRoot.render(app(config))));
}
