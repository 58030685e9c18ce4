// The site's config as a value: the entry points (src/app/start-app.tsx, src/islands/hydrate.tsx,
// src/entry-server.tsx, the studio) read site.config.json and hand it to the tree here; every part
// below reads it with useSiteConfig(). Nothing else imports the config file (a lint rule says so),
// so the studio's preview renders with the config being edited and a test passes its own.
import { createContext, useContext, type ReactNode } from 'react';
import type { Constants, SiteConfig } from '../generated/site-config';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

/** The config of the site being rendered. */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config)
    throw new Error('useSiteConfig: no <SiteConfigProvider> above this part; the entry point that renders it must pass the config');
  return config;
}

/** The config of the site being rendered, or null where a part is drawn without one (a unit test's bare part). */
export function useSiteConfigIfAny(): SiteConfig | null {
  return useContext(SiteConfigContext);
}

/** The site's tuning constants (site.constants). */
export function useConstants(): Constants {
  return useSiteConfig().site.constants;
}
