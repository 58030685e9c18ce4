// The back-end a part asks and its rules: those of the config it is drawn with (useSiteConfig), so
// the studio's preview and a test ask the back-end of the config they pass; a part drawn with no
// config around it (a unit test's bare part) asks the built config's (built-api.ts).
import { useMemo } from 'react';
import { useSiteConfigIfAny } from '../site-config/config-context';
import { builtApi } from './built-api';
import { apiSettingsOf, type ApiSettings } from './endpoint';

export function useApiSettings(): Readonly<ApiSettings> {
  const config = useSiteConfigIfAny();
  return useMemo(() => (config ? apiSettingsOf(config) : builtApi), [config]);
}
