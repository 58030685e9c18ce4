// The deployment headers of scripts/build/security-headers.ts on the demo server (as `npm run demo`
// and the browser tests serve the site): every HTML, JSON, asset and error response carries them,
// the CSP has no 'unsafe-inline'/'unsafe-eval' script and frames only the map and video embeds;
// and in the browser the policy really blocks inline script, eval and other frames while the
// embeds the site uses pass. (The route sweep of sweep.spec.mjs proves the whole site works under it.)
// Every page the build wrote carries the policy as a <meta> too, for hosts that send no headers.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures.mjs';
import { DIST, ROOT } from './support.mjs';
import {
  FRAME_SOURCES,
  LANG_SCRIPT_SOURCE,
  connectOrigins,
  cspMetaTag,
  fileOrigins,
  securityHeaders,
} from '../../scripts/build/security-headers.ts';
import { armContext, frameShown } from './routes-support.mjs';

/** 'a b; c d' → { a: ['b'], c: ['d'] } */
function directives(csp) {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

function checkHeaders(label, headers) {
  const problems = [];
  const csp = headers.get('content-security-policy');
  if (!csp) return [`${label}: no Content-Security-Policy`];
  const d = directives(csp);
  const script = d['script-src'] ?? d['default-src'] ?? [];
  for (const bad of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    "'wasm-unsafe-eval'",
    '*',
    'data:',
    'blob:',
    'http:',
    'https:',
  ]) {
    if (script.includes(bad)) problems.push(`${label}: script-src allows ${bad}`);
  }
  if (d['script-src-attr'] || d['script-src-elem']) problems.push(`${label}: script-src-attr/-elem would need the same review`);
  if (!d['default-src']?.includes("'self'") || d['default-src'].length !== 1) problems.push(`${label}: default-src is not just 'self'`);
  if (JSON.stringify(d['object-src']) !== `["'none'"]`) problems.push(`${label}: object-src is not 'none'`);
  if (JSON.stringify(d['base-uri']) !== `["'self'"]`) problems.push(`${label}: base-uri is not 'self'`);
  if (JSON.stringify(d['frame-ancestors']) !== `["'self'"]`) problems.push(`${label}: frame-ancestors is not 'self'`);
  const frames = d['frame-src'] ?? d['child-src'] ?? d['default-src'];
  if (JSON.stringify([...frames].sort()) !== JSON.stringify([...FRAME_SOURCES].sort()))
    problems.push(`${label}: frame-src is ${frames.join(' ')}`);
  if (
    !FRAME_SOURCES.every((s) =>
      /^https:\/\/(www\.google\.com\/maps\/embed|maps\.google\.com\/maps|www\.youtube-nocookie\.com\/embed\/)$/.test(s),
    )
  ) {
    problems.push(`${label}: a frame source other than the Google Maps and youtube-nocookie embeds`);
  }
  if (headers.get('x-content-type-options') !== 'nosniff')
    problems.push(`${label}: X-Content-Type-Options is ${headers.get('x-content-type-options')}`);
  const referrer = headers.get('referrer-policy');
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    problems.push(`${label}: Referrer-Policy is ${referrer}`);
  if (!['SAMEORIGIN', 'DENY'].includes(headers.get('x-frame-options')))
    problems.push(`${label}: X-Frame-Options is ${headers.get('x-frame-options')}`);
  return problems;
}

test('every HTML, JSON, asset and error response of the demo server carries the security headers', async ({ baseURL: url }) => {
  const asset = readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.js'));
  const post = (path, body = { branchCode: '01' }) => ({
    path,
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  });
  const requests = [
    { path: '/', type: /text\/html/ },
    { path: '/media/news', type: /text\/html/ },
    { path: '/no/such/page', type: /text\/html/ },
    { path: '/index.html', type: /text\/html/ },
    { path: `/assets/${asset}`, type: /javascript/ },
    { path: '/placeholder.svg', type: /svg/ },
    { ...post('/v1/General/GetNewsList'), type: /json/ },
    { ...post('/v1/General/GetContactUs'), type: /json/ },
    { ...post('/v1/Admin/GetBirthDayList'), type: /json/ },
    { ...post('/v1/General/NoSuchOperation'), type: /json/, status: 404 },
    { path: '/v1/General/GetNewsList', type: /json/, status: 405 },
    { path: '/api/forms/feedback', type: /json/ },
    { path: '/Attachments/appcms/missing.png', type: /json/, status: 404 },
    { path: '/assets/missing.js', status: 404 },
    {
      path: '/',
      init: { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } },
      status: 204,
    },
  ];
  const problems = [];
  for (const r of requests) {
    const res = await fetch(url + r.path, r.init);
    const label = `${r.init?.method ?? 'GET'} ${r.path} (${res.status})`;
    if (r.status && res.status !== r.status) problems.push(`${label}: expected HTTP ${r.status}`);
    if (r.type && !r.type.test(res.headers.get('content-type') ?? ''))
      problems.push(`${label}: content-type ${res.headers.get('content-type')}`);
    problems.push(...checkHeaders(label, res.headers));
    // A revalidation (304) carries them too.
    const etag = res.headers.get('etag');
    if (etag && !r.init) {
      const again = await fetch(url + r.path, { headers: { 'if-none-match': etag } });
      if (again.status === 304) problems.push(...checkHeaders(`${label} → 304`, again.headers));
    }
  }
  expect(problems).toEqual([]);
});

test('the policy itself: no inline or eval script, only the map and video embeds as frames', () => {
  const headers = new Headers(securityHeaders());
  expect(checkHeaders('securityHeaders()', headers)).toEqual([]);
  // Deployments whose API or file host is elsewhere add it to connect-src, and only there.
  const d = directives(securityHeaders({ connect: ['https://erp.example.edu.np'] })['Content-Security-Policy']);
  expect(d['connect-src']).toEqual(["'self'", 'https://erp.example.edu.np']);
  // One inline script, by its hash: the language choice's (src/i18n/lang-choice.js).
  expect(d['script-src']).toEqual(["'self'", LANG_SCRIPT_SOURCE, "'report-sample'"]);
  expect(LANG_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
});

test('docs/deployment.md quotes the headers as they are', () => {
  const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
  const missing = Object.entries(securityHeaders()).filter(
    ([name, value]) => !doc.includes(`${name}: ${value}`) || !doc.includes(`add_header ${name} "${value}" always;`),
  );
  expect(
    missing.map(([n]) => n),
    'docs/deployment.md is out of date: copy the headers from scripts/build/security-headers.ts',
  ).toEqual([]);
});

test("every page of the build carries the policy as a <meta> right after <meta charset>, the studio's page none", () => {
  const config = JSON.parse(readFileSync(process.env.SITE_CONFIG ?? join(ROOT, 'site.config.json'), 'utf8'));
  const tag = cspMetaTag({ connect: connectOrigins(config, process.env), files: fileOrigins(config, process.env) });
  const pages = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      // (A folder of a finished release is a link into the store of shared folders: followed.)
      if (e.isDirectory() || (e.isSymbolicLink() && statSync(p).isDirectory())) walk(p);
      else if (e.name.endsWith('.html')) pages.push(relative(DIST, p));
    }
  };
  walk(DIST);
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'spa.html', '404.html', 'who-we-are/about-us/index.html']));
  const wrong = pages.filter((f) => {
    const html = readFileSync(join(DIST, f), 'utf8');
    if (f === 'studio.html') return html.includes('Content-Security-Policy');
    return !new RegExp(`<meta charset="utf-8"\\s*/?>\\s*${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(html);
  });
  expect(wrong, 'pages without the policy right after <meta charset>').toEqual([]);
});

test('docs/deployment.md quotes the meta policy as the build writes it with the shipped config', () => {
  const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
  expect(doc).toContain(cspMetaTag());
  expect(doc).toMatch(/frame-ancestors[^\n]*\n?[^\n]*ignore/);
});

test('in the browser the CSP blocks inline script, eval and foreign frames, and lets the embeds through', async ({ page, context }) => {
  await armContext(context);
  await page.goto('/');
  await frameShown(page);
  const outcome = await page.evaluate(async () => {
    // The header's policy and the page's own <meta> one: the browser enforces both, and each
    // reports what it blocks.
    const policies = 1 + document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]').length;
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const take = () => window.__cspViolations.splice(0).map((v) => `${v.directive} ${v.blocked}`);
    /** Violations caused by act(): waits for `expect` of them (reports are queued), or 500 ms when none is expected. */
    const caused = async (act, expect) => {
      take();
      await act();
      for (let t = 0; t < (expect ? 60 : 10); t++) {
        if (expect && window.__cspViolations.length >= expect) break;
        await sleep(50);
      }
      return take();
    };
    const frame = (src, expect) =>
      caused(() => {
        const f = document.createElement('iframe');
        f.src = src;
        document.body.append(f);
      }, expect);
    const out = { policies };
    // Allowed first, so a late report of a blocked one cannot be counted against them.
    out.maps = await frame('https://www.google.com/maps/embed?pb=!1m18!1m12', 0);
    out.video = await frame('https://www.youtube-nocookie.com/embed/Hv7mQ2xLp0A?autoplay=1', 0);
    out.thumbnail = await caused(() => {
      new Image().src = 'https://i.ytimg.com/vi/Hv7mQ2xLp0A/hqdefault.jpg';
    }, 0);
    out.inline = await caused(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.body.append(s);
    }, policies);
    out.inlineRan = window.__inline === 1;
    out.eval = await caused(() => {
      try {
        (0, eval)('window.__evaled = 1');
      } catch (e) {
        out.evalError = e.name;
      }
      try {
        new Function('return 1')();
      } catch (e) {
        out.functionError = e.name;
      }
    }, 2 * policies);
    out.youtube = await frame('https://www.youtube.com/embed/Hv7mQ2xLp0A', policies);
    out.other = await frame('https://example.com/', policies);
    out.googleOther = await frame('https://www.google.com/search?q=x', policies);
    return out;
  });
  expect(outcome.policies, 'the header and the meta').toBe(2);
  expect(outcome.inlineRan, 'an inline <script> ran').toBe(false);
  expect(outcome.inline).toEqual(Array(outcome.policies).fill('script-src-elem inline'));
  expect(outcome.evalError).toBe('EvalError');
  expect(outcome.functionError).toBe('EvalError');
  expect(outcome.eval.length >= 1 && outcome.eval.every((v) => v.startsWith('script-src eval')), outcome.eval.join()).toBe(true);
  expect(outcome.maps, 'the Google Maps embed is allowed').toEqual([]);
  expect(outcome.video, 'the youtube-nocookie embed is allowed').toEqual([]);
  expect(outcome.thumbnail, 'video thumbnails (https images) are allowed').toEqual([]);
  expect(outcome.youtube, 'www.youtube.com (tracking) frames are blocked').toHaveLength(outcome.policies);
  expect(outcome.other, 'other frames are blocked').toHaveLength(outcome.policies);
  expect(outcome.googleOther, 'Google pages other than the map embed are blocked').toHaveLength(outcome.policies);
});

test("an ERP file that is not an image never runs as the site's script or page; an SVG shows only as an <img>", async ({ page, serve }) => {
  // Files a staff account (or anyone who reaches the ERP) could upload under a folder the site shows.
  const attachmentsDir = mkdtempSync(join(tmpdir(), 'e2e-attachments-'));
  try {
    mkdirSync(join(attachmentsDir, 'appcms'));
    writeFileSync(join(attachmentsDir, 'appcms/evil.js'), 'window.__uploadedScriptRan = 1;');
    writeFileSync(join(attachmentsDir, 'appcms/evil.html'), '<!doctype html><title>x</title><script>parent.__uploadedPageRan = 1</script>');
    // A page under a document's name (the ERP keeps the extension it was sent, never checks the bytes).
    writeFileSync(join(attachmentsDir, 'appcms/evil.pdf'), '<!doctype html><title>x</title><script>parent.__uploadedPageRan = 1</script>');
    writeFileSync(
      join(attachmentsDir, 'appcms/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#3a7"/>' +
        '<script>parent.__uploadedSvgRan = 1</script></svg>',
    );
    const site = await serve({ attachmentsDir });
    await page.goto(`${site.url}/`);
    const outcome = await page.evaluate(async () => {
      const load = (el) =>
        new Promise((resolve) => {
          el.addEventListener('load', () => resolve('load'));
          el.addEventListener('error', () => resolve('error'));
          document.body.append(el);
        });
      const script = document.createElement('script');
      script.src = '/Attachments/appcms/evil.js';
      const scriptEvent = await load(script);
      const img = document.createElement('img');
      img.src = '/Attachments/appcms/logo.svg';
      const imgEvent = await load(img);
      return {
        scriptEvent,
        scriptRan: window.__uploadedScriptRan === 1,
        imgEvent,
        imgWidth: img.naturalWidth,
        svgRan: window.__uploadedSvgRan === 1,
      };
    });
    // A <script src> ignores Content-Disposition: only the type (octet-stream, nosniff) stops it.
    expect(outcome.scriptRan, 'an uploaded .js ran as a script of the site').toBe(false);
    expect(outcome.scriptEvent).toBe('error');
    // A school's SVG logo still shows, without its script.
    expect(outcome.imgEvent).toBe('load');
    expect(outcome.imgWidth).toBe(40);
    expect(outcome.svgRan).toBe(false);
    // Only images and document types are passed on (docs/deployment.md): an uploaded .html or .js is 404.
    for (const file of ['evil.html', 'evil.js'])
      expect((await page.request.get(`${site.url}/Attachments/appcms/${file}`)).status(), file).toBe(404);
    // Opened directly (a link, a frame), an SVG or a page named as a document is a download, not a page of the site.
    for (const file of ['evil.pdf', 'logo.svg']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.goto(`${site.url}/Attachments/appcms/${file}`).catch(() => null),
      ]);
      expect(download.suggestedFilename(), file).toBe(file);
      await download.cancel();
    }
    expect(await page.evaluate(() => window.__uploadedPageRan ?? window.__uploadedSvgRan ?? null).catch(() => null)).toBeNull();
  } finally {
    rmSync(attachmentsDir, { recursive: true, force: true });
  }
});
