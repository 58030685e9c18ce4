// The studio's own entry (studio.html, opened at /studio): a page of its own, not a route of the
// site, so the site's code never carries it. The development server always serves it (Vite
// answers /studio with studio.html); a production build includes it only when site.studio is
// true (scripts/studio-entry-plugin.ts). The site it edits shows in the preview frame, which
// loads the site itself (/<path>?studio-preview=1, src/app/studio-preview.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '../api/endpoint';
import { SiteConfigProvider } from '../site-config/config-context';
import { siteConfig } from '../site-config/config-file';
import { LangProvider, startInLang } from '../i18n/lang-provider';
import { storedLang } from '../i18n/lang-storage';
import StudioApp from './studio-app';
import '../styles/global.css';

// The studio is an entry point: the site's parts it shows (the form previews) get the built config
// as a value, and the back-end client is set up from it.
configureApi(siteConfig);

// Staff who chose Nepali on the site get the studio's labels and the form previews in Nepali.
void startInLang(storedLang()).then((lang) => {
  createRoot(document.getElementById('studio')!).render(
    <StrictMode>
      <SiteConfigProvider config={siteConfig}>
        <LangProvider lang={lang}>
          <StudioApp />
        </LangProvider>
      </SiteConfigProvider>
    </StrictMode>,
  );
});
