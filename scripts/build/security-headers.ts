// Response headers recommended for deploying the site (documented in docs/deployment.md, sent by
// the demo server in `npm run demo` and in the browser tests, checked by
// tests/e2e/security-headers.spec.mjs). The CSP allows no eval'd script and one inline script only:
// the language choice's (src/i18n/lang-choice.js, in every prerendered page's head), by the hash of
// its exact text, computed here from it; frames only from the Google Maps and youtube-nocookie
// embeds the site shows. The same policy, less what a <meta>
// cannot carry, is in every page the build writes (cspMetaTag with sitePolicy: the page writer,
// scripts/build/page-writer.mjs, and the app shell's head, scripts/build/vite/shell-head.ts), for
// static hosts that send no headers.
//
// opts.connect: extra origins the browser may fetch from, when the back-end API, the file host
// (downloads are fetched) or a form endpoint is not on the site's own origin, e.g.
// securityHeaders({ connect: ['https://erp.school.edu.np'] }).
// opts.files: extra origins of images and media, for a file host on plain http (https: is allowed).
// opts.studio: the policy of the studio's page (a build with site.studio on): the same, and it may
// frame the site's own pages, which its preview shows. Still no eval: the studio's config checks
// are precompiled (src/generated/site-config-validator.js).

import { createHash } from 'node:crypto';
import { LANG_SCRIPT } from '../../src/i18n/lang-choice.js';
import type { Site } from '../../src/generated/site-config';

/** What a policy allows beyond the site's own origin. */
export interface PolicyOptions {
  /** Origins other than the site's own that the browser may fetch from. */
  connect?: string[];
  /** Origins of images and media beyond https: (a file host on plain http). */
  files?: string[];
  /** The studio's page: it may frame the site's own pages (its preview). */
  studio?: boolean;
}

/** The build's variables that move the back-end and the file host (src/api/endpoint.ts reads them too). */
export interface PolicyEnv {
  VITE_API_BASE?: string;
  VITE_FILE_HOST?: string;
}

/**
 * What of the site's config (SiteConfig) the policy is made from: the back-end, its file host and
 * each form's delivery, as far as its kind and endpoint (FormEntry's submit).
 */
export interface PolicyConfig {
  site: Pick<Site, 'apiBase' | 'fileHost'>;
  forms?: Record<string, { submit?: { kind?: string; url?: string } }>;
}

/**
 * The policy's source for the language choice's inline script: the SHA-256 of its text, which a
 * browser compares with the script it meets (any other inline script is refused). A change to the
 * script changes it, and the policy every document and the headers carry with it.
 */
export const LANG_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LANG_SCRIPT, 'utf8').digest('base64')}'`;

/** Frames the site embeds: the map (footer, /map) and videos. Paths narrow each host to its embed. */
export const FRAME_SOURCES = [
  'https://www.google.com/maps/embed',
  'https://maps.google.com/maps',
  'https://www.youtube-nocookie.com/embed/',
];

export function contentSecurityPolicy({ connect = [], files = [], studio = false }: PolicyOptions = {}): string {
  return [
    "default-src 'self'",
    // 'report-sample' puts the first 40 characters of blocked inline code in violation reports.
    `script-src 'self' ${LANG_SCRIPT_SOURCE} 'report-sample'`,
    // React's style attributes (computed sizes) and the theme's <style> need inline styles; CSS
    // cannot run script in current browsers.
    "style-src 'self' 'unsafe-inline'",
    // https: covers the back-end's file host and the video thumbnails (i.ytimg.com).
    ['img-src', "'self'", 'data:', 'https:', ...files].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...connect].join(' '),
    ['frame-src', ...(studio ? ["'self'"] : []), ...FRAME_SOURCES].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    ['media-src', "'self'", 'https:', ...files].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Where the search's index is served (scripts/build/search-index.ts, SEARCH_DIR). Pagefind's
 * worker (pagefind-worker.js there) compiles its WebAssembly, which a worker may do only when its
 * own policy, the one its script was served with, allows 'wasm-unsafe-eval'. The pages' policy
 * never does: a page has no WebAssembly of its own.
 */
export const SEARCH_INDEX_PATH = '/pagefind/';

/** The policy for the files under SEARCH_INDEX_PATH: `policy` whose script-src allows WebAssembly (never eval). */
export function searchIndexPolicy(policy: string): string {
  return policy.replace(/(^|; )script-src 'self'/, "$1script-src 'self' 'wasm-unsafe-eval'");
}

export function securityHeaders(opts: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(opts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/**
 * Directives a policy in a <meta http-equiv> cannot carry (browsers ignore them there, with a
 * warning): framing (clickjacking), reports and the sandbox come from the header alone.
 */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/** The policy for a page's <meta http-equiv="Content-Security-Policy">: the header's, less HEADER_ONLY_DIRECTIVES. */
export function metaContentSecurityPolicy(opts: PolicyOptions = {}): string {
  return contentSecurityPolicy(opts)
    .split('; ')
    .filter((d) => !HEADER_ONLY_DIRECTIVES.includes(d.split(' ')[0]))
    .join('; ');
}

/** The <meta> element itself, for a page's <head> (before anything the policy governs). */
export function cspMetaTag(opts: PolicyOptions = {}): string {
  const content = metaContentSecurityPolicy(opts).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<meta http-equiv="Content-Security-Policy" content="${content}" />`;
}

/**
 * The origins other than the site's own that a build's pages fetch from, which connect-src must
 * name: the back-end (its API, the freshness check, feedback), its file host (downloads are
 * fetched) and each form's endpoint. From the site's config, with the build's VITE_API_BASE and
 * VITE_FILE_HOST over it as the code reads them (src/api/endpoint.ts); '' and paths are the
 * site's own origin.
 */
export function connectOrigins(config: PolicyConfig, env: PolicyEnv = {}): string[] {
  return originsOf([
    env.VITE_API_BASE ?? config.site.apiBase,
    env.VITE_FILE_HOST ?? config.site.fileHost,
    ...Object.values(config.forms ?? {}).map((f) => (f.submit?.kind === 'http' ? f.submit.url : '')),
  ]);
}

/**
 * The origin images and media come from that img-src's https: does not cover: the file host on
 * plain http. Without it a school whose file host is http://… would lose every picture to the
 * policy the pages carry.
 */
export function fileOrigins(config: { site: Pick<Site, 'fileHost'> }, env: PolicyEnv = {}): string[] {
  return originsOf([env.VITE_FILE_HOST ?? config.site.fileHost]).filter((o) => o.startsWith('http:'));
}

/**
 * The policy options of a build of the site: the origins other than its own that its config (with
 * the build's VITE_ variables) fetches from and shows pictures of. What the page writer and the app
 * shell's head give cspMetaTag, so every document of one build carries the same policy.
 */
export function sitePolicy(config: PolicyConfig, env: PolicyEnv = {}): Required<Pick<PolicyOptions, 'connect' | 'files'>> {
  return { connect: connectOrigins(config, env), files: fileOrigins(config, env) };
}

/** The origins of the absolute http(s) URLs among urls, once each, sorted. */
function originsOf(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const u of urls) {
    if (!u || !/^https?:\/\//i.test(u)) continue;
    try {
      origins.add(new URL(u).origin);
    } catch {
      /* not a URL the code could fetch either */
    }
  }
  return [...origins].sort();
}
