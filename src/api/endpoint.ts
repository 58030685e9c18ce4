// Where the back-end and its files live, and what every request carries (the branch code, the
// time limit, the operations never kept), as a value made from a site's config: a render is given
// its endpoints (its render context's, src/render/render-context.ts), the build passes them to
// what it asks of the server bundle, and browser code outside a render reads those of the built
// config (built-api.ts). VITE_API_BASE / VITE_FILE_HOST override the config's at build time.
// Nothing here is set from outside: two renders may name two file hosts at once.
import type { SiteConfig } from '../generated/site-config';
import type { Endpoints } from '../render/render-context';

export type { Endpoints };

const buildEnv = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export interface ApiSettings extends Endpoints {
  branchCode: string;
  requestTimeoutMs: number;
  /** Operations (by name) whose answers are drawn live only, never kept (ALWAYS_LIVE_ONLY and site.liveOnly). */
  liveOnly: readonly string[];
}

/** Live only whatever site.liveOnly says: pupils' birthdays (names, class, photo). The config can
 *  add operations to this list, never take one out of it. */
export const ALWAYS_LIVE_ONLY: readonly string[] = ['Admin/GetBirthDayList'];

/** The operations a config keeps live only. */
export function liveOnlyOf(config: Pick<SiteConfig, 'site'>): readonly string[] {
  return [...new Set([...ALWAYS_LIVE_ONLY, ...(config.site.liveOnly ?? [])])];
}

/** Where a config's back-end and its files are (the build's VITE_API_BASE / VITE_FILE_HOST first). */
export function endpointsOf(config: Pick<SiteConfig, 'site'>, env: Record<string, string | undefined> = buildEnv): Endpoints {
  return { apiBase: env.VITE_API_BASE ?? config.site.apiBase, fileHost: env.VITE_FILE_HOST ?? config.site.fileHost };
}

/** The back-end's place and request rules a config gives. */
export function apiSettingsOf(config: Pick<SiteConfig, 'site'>, env: Record<string, string | undefined> = buildEnv): ApiSettings {
  const { site } = config;
  return {
    ...endpointsOf(config, env),
    branchCode: site.branchCode,
    requestTimeoutMs: site.constants.requestTimeoutMs,
    liveOnly: liveOnlyOf(config),
  };
}

function join(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

/** A path of the back-end's API at `apiBase` ('' for the site's own origin). */
export function apiUrl(apiBase: string, path: string): string {
  return join(apiBase, path);
}

/** A path of the file host `fileHost` ('' for the site's own origin). */
export function fileHostUrl(fileHost: string, path: string): string {
  return join(fileHost, path);
}
