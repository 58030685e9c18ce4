// Response headers recommended for deploying the site (documented in docs/deployment.md, sent by
// the demo server in `npm run demo` and in the browser tests, checked by
// tests/e2e/security-headers.spec.mjs). The CSP allows no inline or eval'd script; frames only from
// the Google Maps and youtube-nocookie embeds the site shows.
//
// opts.connect: extra origins the browser may fetch from, when the back-end API, the file host
// (downloads are fetched) or a form endpoint is not on the site's own origin, e.g.
// securityHeaders({ connect: ['https://erp.school.edu.np'] }).
// opts.studio: the policy of the studio's page (a build with site.studio on): the same, and it may
// frame the site's own pages, which its preview shows. Still no eval: the studio's config checks
// are precompiled (src/generated/site-config-validator.js).

/** Frames the site embeds: the map (footer, /map) and videos. Paths narrow each host to its embed. */
export const FRAME_SOURCES = [
  'https://www.google.com/maps/embed',
  'https://maps.google.com/maps',
  'https://www.youtube-nocookie.com/embed/',
];

export function contentSecurityPolicy({ connect = [], studio = false } = {}) {
  return [
    "default-src 'self'",
    // 'report-sample' puts the first 40 characters of blocked inline code in violation reports.
    "script-src 'self' 'report-sample'",
    // React's style attributes (computed sizes) and the theme's <style> need inline styles; CSS
    // cannot run script in current browsers.
    "style-src 'self' 'unsafe-inline'",
    // https: covers the back-end's file host and the video thumbnails (i.ytimg.com).
    "img-src 'self' data: https:",
    "font-src 'self'",
    ['connect-src', "'self'", ...connect].join(' '),
    ['frame-src', ...(studio ? ["'self'"] : []), ...FRAME_SOURCES].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(opts = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(opts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
