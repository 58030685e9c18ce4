// The Content Security Policy as a <meta http-equiv> in the site's HTML (index.html: the app shell,
// and through it every page scripts/prerender.mjs writes, 404.html and later.html included), for
// static hosts that send no headers. The policy is scripts/security-headers.mjs's, less what a
// meta cannot carry (frame-ancestors: framing needs the header or X-Frame-Options; reports), with
// connect-src naming the other origins this build's config fetches from (its back-end, file host,
// form endpoints): where the header is sent too, a browser applies both, so the meta must never
// forbid what the site does. Only in a build: the dev server's pages run Vite's inline scripts.
// The studio's page (studio.html) gets none: it is not a page of the site.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { parseSiteConfig } from '../src/config/parse-site-config';
import { siteConfigFile } from './config-check-plugin';
import { connectOrigins, cspMetaTag, fileOrigins } from './security-headers.mjs';

/** index.html with the policy's meta right after <meta charset>, before anything it governs. */
export function withCspMeta(html: string, tag: string): string {
  const charset = /<meta charset=[^>]*>/i.exec(html);
  if (!charset) throw new Error('csp-meta: index.html has no <meta charset> to put the Content-Security-Policy after');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

export function cspMeta(root: string): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'csp-meta',
    apply: 'build',
    configResolved(c) {
      env = loadEnv(c.mode, c.envDir || root, 'VITE_');
    },
    transformIndexHtml(html, ctx) {
      if (basename(ctx.filename) !== 'index.html') return html;
      // (A broken config has already stopped the build, with its place and fix: config-check-plugin.ts.)
      const config = parseSiteConfig(readFileSync(siteConfigFile(root), 'utf8'));
      return withCspMeta(html, cspMetaTag({ connect: connectOrigins(config, env), files: fileOrigins(config, env) }));
    },
  };
}
