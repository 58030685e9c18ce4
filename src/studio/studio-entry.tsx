// The studio's own entry (studio.html, opened at /studio): a page of its own, not a route of the
// site, so the site's code never carries it. The development server always serves it (Vite
// answers /studio with studio.html); a production build includes it only when site.studio is
// true (scripts/build/vite/studio-entry.ts). The site it edits shows in the preview frame, which
// loads the site itself (/<path>?studio-preview=1, src/app/studio-preview.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { endpointsOf } from '../api/endpoint';
import { RenderCtx } from '../render/render-context';
import { SiteConfigProvider } from '../site-config/config-context';
import { siteConfig } from '../site-config/config-file';
import { LangProvider, startInLang } from '../i18n/lang-provider';
import { storedLang } from '../i18n/lang-storage';
import StudioApp from './studio-app';
import '../styles/global.css';

// The studio is an entry point: the site's parts it shows (the form previews) get the built config
// as a value, and are drawn in a render of its own (the config's endpoints, as of now, nothing collected).

// Staff who chose Nepali on the site get the studio's labels and the form previews in Nepali.
void startInLang(storedLang()).then((lang) => {
  createRoot(document.getElementById('studio')!).render(
    <StrictMode>
      <RenderCtx.Provider value={{ lang, now: null, endpoints: endpointsOf(siteConfig), facts: null }}>
        <SiteConfigProvider config={siteConfig}>
          <LangProvider lang={lang}>
            <StudioApp />
          </LangProvider>
        </SiteConfigProvider>
      </RenderCtx.Provider>
    </StrictMode>,
  );
});
