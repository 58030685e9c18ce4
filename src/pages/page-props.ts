import type { Route } from '../generated/site-config';

/** What every page component receives: its route entry from site.config.json. */
export interface PageProps {
  route: Route;
}
