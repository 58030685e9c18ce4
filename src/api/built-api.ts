// The request settings of the built site's config (site.config.json as built: src/site-config/),
// for code that asks the back-end outside a render (the SWR fetchers' default, the forms' sends,
// the browser's stored data, the server bundle's own answers to the build). A constant of the
// built config, never set: a render reads its endpoints from its render context instead, and the
// build passes its own where they differ (scripts/build/data.ts).
import { siteConfig } from '../site-config/config-file';
import { apiSettingsOf, type ApiSettings } from './endpoint';

export const builtApi: Readonly<ApiSettings> = apiSettingsOf(siteConfig);
