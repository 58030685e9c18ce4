// Where the back-end and its files live, and what every request carries (the branch code, the
// time limit, the operations never kept). Set from the site's config by the entry point that
// renders it (configureApi: src/app/site-value.ts in the browser, the prerenderer on the
// server), overridable at build time by VITE_API_BASE / VITE_FILE_HOST, and at run time by tests
// and the prerenderer (setEndpoints). The api layer reads no config file of its own.
import type { SiteConfig } from '../generated/site-config';

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export interface ApiSettings {
  apiBase: string;
  fileHost: string;
  branchCode: string;
  requestTimeoutMs: number;
  /** Operations (by name) whose answers are drawn live only, never kept (ALWAYS_LIVE_ONLY and site.liveOnly). */
  liveOnly: readonly string[];
}

let settings: ApiSettings | null = null;

/** Live only whatever site.liveOnly says: pupils' birthdays (names, class, photo). The config can
 *  add operations to this list, never take one out of it. */
export const ALWAYS_LIVE_ONLY: readonly string[] = ['Admin/GetBirthDayList'];

/** Takes the back-end's place and request rules from the site's config. */
export function configureApi(config: Pick<SiteConfig, 'site'>): void {
  const { site } = config;
  settings = {
    apiBase: env.VITE_API_BASE ?? site.apiBase,
    fileHost: env.VITE_FILE_HOST ?? site.fileHost,
    branchCode: site.branchCode,
    requestTimeoutMs: site.constants.requestTimeoutMs,
    liveOnly: [...new Set([...ALWAYS_LIVE_ONLY, ...(site.liveOnly ?? [])])],
  };
}

/** The settings; an entry point that forgot configureApi is a bug, named here rather than a request to nowhere. */
export function apiSettings(): Readonly<ApiSettings> {
  if (!settings) throw new Error('api: configureApi(config) must run before the first request (the entry point passes the site config)');
  return settings;
}

export function getEndpoints(): Readonly<Pick<ApiSettings, 'apiBase' | 'fileHost'>> {
  const { apiBase, fileHost } = apiSettings();
  return { apiBase, fileHost };
}

export function setEndpoints(next: Partial<Pick<ApiSettings, 'apiBase' | 'fileHost'>>): void {
  settings = { ...apiSettings(), ...next };
}

function join(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

export function apiUrl(path: string): string {
  return join(apiSettings().apiBase, path);
}

export function fileHostUrl(path: string): string {
  return join(apiSettings().fileHost, path);
}
