// Where the back-end and its files live. From site.config.json, overridable at build time by
// VITE_API_BASE / VITE_FILE_HOST, and at run time by tests and the prerenderer (setEndpoints).
import { siteConfig } from '../config/site-config';

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

const endpoints = {
  apiBase: env.VITE_API_BASE ?? siteConfig.site.apiBase,
  fileHost: env.VITE_FILE_HOST ?? siteConfig.site.fileHost,
};

export function getEndpoints(): Readonly<typeof endpoints> {
  return endpoints;
}

export function setEndpoints(next: Partial<typeof endpoints>): void {
  Object.assign(endpoints, next);
}

function join(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

export function apiUrl(path: string): string {
  return join(endpoints.apiBase, path);
}

export function fileHostUrl(path: string): string {
  return join(endpoints.fileHost, path);
}
