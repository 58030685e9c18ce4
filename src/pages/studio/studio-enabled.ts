// Whether /studio is on: always in development (`npm start`), in production only when the config
// says site.studio is true.
import { isDev } from '../../config/is-dev';
import { siteConfig } from '../../config/site-config';

export function studioEnabled(dev: boolean = isDev, config: { site: { studio?: boolean } } = siteConfig): boolean {
  return dev || config.site.studio === true;
}
