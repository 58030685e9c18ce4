// The app shell's head (index.html, which becomes spa.html beside the prerendered pages) starts as
// every document the page writer makes does: the page writer's shell tags (scripts/build/page-writer.mjs
// shellTags), and in a build the site's Content-Security-Policy <meta> right after the charset,
// before anything it governs, for static hosts that send no headers. The policy is the page
// writer's too: scripts/build/security-headers.ts's, less what a meta cannot carry (frame-ancestors:
// framing needs the header or X-Frame-Options; reports), with connect-src naming the other origins
// this build's config fetches from (its back-end, file host, form endpoints): where the header is
// sent too, a browser applies both, so the meta must never forbid what the site does. The dev
// server's shell gets no policy: its pages run Vite's inline scripts. The studio's page
// (studio.html) gets neither: it is not a page of the site.
import { basename } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { lazySiteConfig, type SiteConfigSource } from '../site-config';
import { cspMetaTag, sitePolicy } from '../security-headers';
import { shellTags } from '../page-writer.mjs';

/** index.html with the shell's tags first in its <head>. */
export function withShellHead(html: string, tags: string[]): string {
  const at = html.indexOf('<head>');
  if (at < 0) throw new Error('shell-head: index.html has no <head> to put the shell’s tags in');
  const end = at + '<head>'.length;
  return `${html.slice(0, end)}\n    ${tags.join('\n    ')}${html.slice(end)}`;
}

export function shellHead(root: string, site: SiteConfigSource = lazySiteConfig(root)): Plugin {
  let csp = '';
  return {
    name: 'shell-head',
    configResolved(c) {
      if (c.command !== 'build') return;
      // (A refused config stops the build here, with its places and fixes.)
      csp = cspMetaTag(sitePolicy(site().value, loadEnv(c.mode, c.envDir || root, 'VITE_')));
    },
    transformIndexHtml: {
      // (Before Vite's own tags, so its script and stylesheet come after the policy.)
      order: 'pre',
      handler: (html, ctx) => (basename(ctx.filename) === 'index.html' ? withShellHead(html, shellTags(csp)) : html),
    },
  };
}
