// @vitest-environment node
// What the service worker caches (src/sw/sw-route.js), and the worker scripts/build/write-sw.ts writes
// (from the code the build bundles, scripts/build/worker.ts), run against fake Cache Storage and
// network: a downloaded document is kept and served offline, pictures the school published through
// its CMS are cached (of this site and of the file host), never a photo of a person (the birthdays'
// folders, or a picture the page asks for without a referrer); API calls and other hosts are left
// alone; a page the network does not answer gets the shell after PAGE_TIMEOUT_MS, and the
// browser's navigation preload is used rather than a second request; kept pages are bounded in
// number and age, and a new worker deletes the old one's caches.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOADS_CACHE, swRoute } from '@src/sw/sw-route.js';

const where = { origin: 'https://school.edu.np', fileOrigin: 'https://erp.school.edu.np' };
const req = (url: string, destination = '', mode = 'cors', method = 'GET') => ({ url, destination, mode, method });

describe('swRoute', () => {
  it('pages, assets and this site’s back-end images, as before', () => {
    expect(swRoute(req('https://school.edu.np/media/news', 'document', 'navigate'), where)).toBe('page');
    expect(swRoute(req('https://school.edu.np/assets/index-1.js', 'script'), where)).toBe('asset');
    expect(swRoute(req('https://school.edu.np/Attachments/appcms/a.png', 'image', 'no-cors'), where)).toBe('image');
    expect(swRoute(req('https://school.edu.np/favicon.svg', 'image', 'no-cors'), where)).toBeNull();
  });

  it("a page's data file, its freshness plan and the rest of the home page, named for their build, are kept with the pages", () => {
    expect(swRoute(req('https://school.edu.np/media/news/page-data.json?b=17'), where)).toBe('page-part');
    expect(swRoute(req('https://school.edu.np/_b/17/media/news/fresh.json?b=17'), where)).toBe('page-part');
    expect(swRoute(req('https://school.edu.np/later.html?b=17'), where)).toBe('page-part');
    // Without the build's name (a visitor without JavaScript following the link) it is a page like any.
    expect(swRoute(req('https://school.edu.np/later.html'), where)).toBeNull();
    expect(swRoute(req('https://school.edu.np/later.html', 'document', 'navigate'), where)).toBe('page');
    expect(swRoute(req('https://elsewhere.example/later.html?b=17'), where)).toBeNull();
  });

  it('images of the configured file host', () => {
    expect(swRoute(req('https://erp.school.edu.np/Attachments/appcms/a.png', 'image', 'no-cors'), where)).toBe('file-image');
    expect(swRoute(req('https://erp.school.edu.np/Attachments/appcms/a.png', 'image', 'no-cors'), { ...where, fileOrigin: '' })).toBeNull();
    expect(swRoute(req('https://elsewhere.example/a.png', 'image', 'no-cors'), where)).toBeNull();
  });

  it("never a photo of a person: the ERP's pupil and staff folders (the birthdays' photos), any folder but the CMS's", () => {
    const img = (url: string) => swRoute(req(url, 'image', 'no-cors'), where);
    for (const host of ['https://school.edu.np', 'https://erp.school.edu.np']) {
      expect(img(`${host}/Attachments/academic/student/ec666162-5ca1-47bb-95f7-cbad31a41e61.png`)).toBeNull();
      expect(img(`${host}/Attachments/academic/employee/6802e597.png`)).toBeNull();
      expect(img(`${host}/Attachments/fronddesk/a.png`)).toBeNull();
      expect(img(`${host}/Attachments/appcms/sub/a.png`)).toBeNull();
      expect(img(`${host}/Attachments/appcms/../academic/student/a.png`)).toBeNull();
      expect(img(`${host}/Attachments/appcms/%2e%2e/academic/student/a.png`)).toBeNull();
    }
    // Under the file host's own path, in whatever letter case the data has it.
    expect(img('https://erp.school.edu.np/files/attachments/AppCMS/a.PNG')).toBe('file-image');
    expect(img('https://erp.school.edu.np/files/Attachments/academic/student/a.png')).toBeNull();
  });

  it("keeps the build's copies of CMS pictures (img/), never those of a person's photo (img/p/) nor another host's", () => {
    const img = (url: string) => swRoute(req(url, 'image', 'no-cors'), where);
    expect(img('https://school.edu.np/img/0123456789abcdef-480.webp')).toBe('image');
    expect(img('https://school.edu.np/img/p/0123456789abcdef-480.webp')).toBeNull();
    expect(img('https://school.edu.np/img/p/../p/0123456789abcdef-480.webp')).toBeNull();
    expect(img('https://erp.school.edu.np/img/0123456789abcdef-480.webp')).toBeNull();
    expect(
      swRoute({ ...req('https://school.edu.np/img/0123456789abcdef-480.webp', 'image', 'no-cors'), referrerPolicy: 'no-referrer' }, where),
    ).toBeNull();
  });

  it('never a picture the page asks for without a referrer (drawn from live-only data), even from the CMS folder', () => {
    const personal = (url: string) => swRoute({ ...req(url, 'image', 'no-cors'), referrerPolicy: 'no-referrer' }, where);
    expect(personal('https://school.edu.np/Attachments/appcms/a.png')).toBeNull();
    expect(personal('https://erp.school.edu.np/Attachments/appcms/a.png')).toBeNull();
    expect(swRoute({ ...req('https://school.edu.np/Attachments/appcms/a.png', 'image', 'no-cors'), referrerPolicy: '' }, where)).toBe(
      'image',
    );
  });

  it('documents the page downloads, from this site or the file host', () => {
    expect(swRoute(req('https://school.edu.np/Attachments/docs/fees.pdf'), where)).toBe('download');
    expect(swRoute(req('https://erp.school.edu.np/Attachments/docs/fees.pdf'), where)).toBe('download');
    expect(swRoute(req('https://elsewhere.example/fees.pdf'), where)).toBeNull();
  });

  it('leaves API calls, other methods and junk to the network', () => {
    expect(swRoute(req('https://erp.school.edu.np/v1/General/GetNewsList', '', 'cors', 'POST'), where)).toBeNull();
    expect(swRoute(req('https://school.edu.np/v1/General/GetNewsList', '', 'cors', 'POST'), where)).toBeNull();
    expect(swRoute(req('https://school.edu.np/Attachments/a.pdf', '', 'cors', 'HEAD'), where)).toBeNull();
    expect(swRoute(req('not a url'), where)).toBeNull();
  });
});

/** A fake Cache Storage keyed by URL, enough for the worker. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const m = stores.get(name)!;
    const key = (r: Request | string) => (typeof r === 'string' ? new URL(r, 'https://school.edu.np').href : r.url);
    return {
      match: async (r: Request | string) => m.get(key(r))?.clone(),
      // (A put replaces an entry and moves it last, as Cache Storage's does.)
      put: async (r: Request | string, res: Response) => {
        const body = await res.arrayBuffer();
        m.delete(key(r));
        m.set(key(r), new Response(body, res));
      },
      keys: async () => [...m.keys()].map((u) => new Request(u)),
      delete: async (r: Request | string) => m.delete(key(r)),
      addAll: async (urls: string[]) => {
        for (const u of urls) m.set(key(u), new Response(`precached ${u}`));
      },
    };
  };
  return { stores, api: { open, keys: async () => [...stores.keys()], delete: async (n: string) => stores.delete(n) } };
}

/** The worker's code as the build bundles it, once for the file (a child process: Vite's bundler). */
let workerCode: string | null = null;
function bundledWorker(): string {
  if (workerCode === null) {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-code-'));
    execFileSync(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../../../scripts/build/worker.ts'), out], {
      stdio: 'pipe',
    });
    workerCode = fs.readFileSync(path.join(out, '.vite/sw-code.js'), 'utf8');
    fs.rmSync(out, { recursive: true });
  }
  return workerCode;
}

/**
 * A numeric constant of the worker's code, as the bundler left it: `var MAX_PAGE_AGE_MS = 6048e5;`
 * (its source's `7 * 24 * 60 * 60 * 1000`, folded), or the product as written.
 */
function numberIn(code: string, name: string): number {
  const expr = new RegExp(`(?:const|let|var) ${name} = ([\\d\\s.e*]+);`).exec(code)?.[1] ?? 'NaN';
  return expr.split('*').reduce((a, b) => a * Number(b), 1);
}

/** Writes sw.js for a tiny fake build and loads it in a sandbox with a fake network. */
function loadWorker(env: Record<string, string>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'assets/index-1.js'), '');
  fs.writeFileSync(path.join(dist, 'spa.html'), '<script type="module" src="/assets/index-1.js"></script>');
  fs.writeFileSync(path.join(dist, '.vite/sw-code.js'), bundledWorker());
  fs.writeFileSync(
    path.join(dist, '.vite/islands.json'),
    JSON.stringify({ entry: { file: 'assets/index-1.js', css: [] }, named: {}, modules: {} }),
  );
  execFileSync(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../../../scripts/build/write-sw.ts')], {
    env: { ...process.env, DIST_DIR: dist, ...env },
    stdio: 'pipe',
  });
  const code = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  fs.rmSync(dist, { recursive: true });
  const handlers: Record<string, (e: unknown) => void> = {};
  const caches = fakeCaches();
  // online: answers at once; offline: fails as a dropped connection does; 'silent': the connection
  // is up but nothing answers until net.answerNow() is called.
  // date: the Date header the server answers with (now by default).
  const net = { online: true as boolean | 'silent', calls: [] as string[], answerNow: () => {}, date: undefined as Date | undefined };
  const preload = { enabled: false };
  const sandbox = {
    self: {
      location: { origin: 'https://school.edu.np' },
      registration: { navigationPreload: { enable: async () => void (preload.enabled = true) } },
      addEventListener: (t: string, h: (e: unknown) => void) => (handlers[t] = h),
      skipWaiting: () => {},
      clients: { claim: () => {} },
    },
    caches: caches.api,
    fetch: async (r: Request) => {
      net.calls.push(r.url);
      if (net.online === 'silent') await new Promise<void>((resolve) => (net.answerNow = resolve));
      else if (!net.online) throw new TypeError('Failed to fetch');
      return new Response(`body of ${r.url}`, { status: 200, headers: { date: (net.date ?? new Date()).toUTCString() } });
    },
    // (Looked up at each call, so vi.useFakeTimers applies inside the worker too.)
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
    Response,
    Request,
    URL,
  };
  vm.runInNewContext(code, sandbox);
  /** What the worker still does after answering (event.waitUntil), to await in a test. */
  const behind: Promise<unknown>[] = [];
  const waitUntil = (p: Promise<unknown>) => void behind.push(p);
  /** Dispatches a fetch event; the response the worker answers with, or undefined when it leaves it to the network. */
  const dispatch = (request: Request & { destination?: string }, extra: { preloadResponse?: Promise<Response | undefined> } = {}) => {
    let answer: Promise<Response> | undefined;
    handlers.fetch({ request, ...extra, waitUntil, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer;
  };
  /** Runs the install and activate steps, as the browser does before the worker controls a page. */
  const install = async () => {
    for (const type of ['install', 'activate']) {
      const steps: Promise<unknown>[] = [];
      handlers[type]({ waitUntil: (p: Promise<unknown>) => steps.push(p) });
      await Promise.all(steps);
    }
  };
  const shell = () => [...caches.stores.entries()].find(([name]) => name.startsWith('shell-'))?.[1];
  const pages = () => [...caches.stores.entries()].find(([name]) => name.startsWith('pages-'))?.[1];
  return { code, dispatch, install, caches, net, preload, behind, shell, pages };
}

/** A Request with a destination (node's Request has none: it is set by the browser). */
const browserRequest = (url: string, destination: string, init?: RequestInit) => {
  const r = new Request(url, init);
  Object.defineProperty(r, 'destination', { value: destination });
  return r;
};
/** A page load (node's Request refuses mode 'navigate', which only the browser makes). */
const navigation = (url: string) => {
  const r = browserRequest(url, 'document');
  Object.defineProperty(r, 'mode', { value: 'navigate' });
  return r;
};

describe('dist/sw.js', () => {
  it('declares every name the worker’s code leaves to the build, before it', () => {
    const { code } = loadWorker({ VITE_FILE_HOST: 'https://erp.school.edu.np/files' });
    const declared = [...code.matchAll(/^const (__[A-Z_]+__) = /gm)].map((m) => m[1]);
    const used = [...new Set([...code.matchAll(/\b__[A-Z_]+__\b/g)].map((m) => m[0]))];
    expect(declared.sort()).toEqual(used.sort());
    expect(code).toContain('const __FILE_ORIGIN__ = "https://erp.school.edu.np";');
    expect(code).toContain('function swRoute(');
  });

  it('keeps a downloaded document and serves it offline', async () => {
    const { dispatch, caches, net } = loadWorker({ VITE_FILE_HOST: '' });
    const url = 'https://school.edu.np/Attachments/docs/fees.pdf';
    const online = await dispatch(browserRequest(url, ''));
    expect(await online!.text()).toBe(`body of ${url}`);
    // Kept before the page got it: the page can show "Saved for offline" right after.
    expect(caches.stores.get(DOWNLOADS_CACHE)?.has(url)).toBe(true);
    net.online = false;
    const offline = await dispatch(browserRequest(url, ''));
    expect(await offline!.text()).toBe(`body of ${url}`);
  });

  it('caches images of the configured file host, and nothing of other hosts', async () => {
    const { dispatch, caches } = loadWorker({ VITE_FILE_HOST: 'https://erp.school.edu.np' });
    const img = 'https://erp.school.edu.np/Attachments/appcms/a.png';
    await dispatch(browserRequest(img, 'image'));
    await new Promise((r) => setTimeout(r, 20)); // the put runs after the answer
    expect([...caches.stores.entries()].filter(([name]) => name.startsWith('file-images-')).flatMap(([, m]) => [...m.keys()])).toEqual([
      img,
    ]);
    expect(await dispatch(browserRequest('https://cdn.example/x.png', 'image'))).toBeUndefined();
    expect(await dispatch(browserRequest('https://erp.school.edu.np/v1/General/GetNewsList', '', { method: 'POST' }))).toBeUndefined();
  });

  it('answers a page the network leaves unanswered with the shell after PAGE_TIMEOUT_MS, and keeps the late answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { code, dispatch, install, net, behind, pages } = loadWorker({ VITE_FILE_HOST: '' });
    const timeout = numberIn(code, 'PAGE_TIMEOUT_MS');
    expect(timeout).toBeGreaterThanOrEqual(2000);
    expect(timeout).toBeLessThanOrEqual(4000);
    await install();
    net.online = 'silent';
    const url = 'https://school.edu.np/who-we-are/about-us';
    let answered: Response | undefined;
    void dispatch(navigation(url))!.then((r) => (answered = r));
    await vi.advanceTimersByTimeAsync(timeout - 1);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await answered?.text()).toBe('precached /spa.html');
    // The network answers at last: the page is kept, so the next visit has it at once.
    net.answerNow();
    await Promise.all(behind);
    expect(await pages()!.get(url)?.clone().text()).toBe(`body of ${url}`);
    expect(await (await dispatch(navigation(url)))!.text()).toBe(`body of ${url}`);
  });

  it('answers a page with the network when it answers in time, and keeps it', async () => {
    const { dispatch, install, behind, pages } = loadWorker({ VITE_FILE_HOST: '' });
    await install();
    const url = 'https://school.edu.np/media/news';
    expect(await (await dispatch(navigation(url)))!.text()).toBe(`body of ${url}`);
    await Promise.all(behind);
    expect(pages()!.has(url)).toBe(true);
  });

  it('turns navigation preload on when it activates, and uses the preloaded answer instead of a request of its own', async () => {
    const { dispatch, install, net, preload, behind, pages } = loadWorker({ VITE_FILE_HOST: '' });
    await install();
    expect(preload.enabled).toBe(true);
    const url = 'https://school.edu.np/contact';
    const answer = await dispatch(navigation(url), { preloadResponse: Promise.resolve(new Response('preloaded contact page')) });
    expect(await answer!.text()).toBe('preloaded contact page');
    expect(net.calls).not.toContain(url);
    await Promise.all(behind);
    expect(await pages()!.get(url)?.clone().text()).toBe('preloaded contact page');
  });

  it('asks the network itself where the browser has no navigation preload (preloadResponse undefined)', async () => {
    const { dispatch, install, net } = loadWorker({ VITE_FILE_HOST: '' });
    await install();
    const url = 'https://school.edu.np/contact';
    const answer = await dispatch(navigation(url), { preloadResponse: Promise.resolve(undefined) });
    expect(await answer!.text()).toBe(`body of ${url}`);
    expect(net.calls).toEqual([url]);
  });
});

describe('dist/sw.js: what it never keeps, and for how long it keeps pages', () => {
  /** Lets the puts the worker does after answering finish. */
  const settle = () => new Promise((r) => setTimeout(r, 20));

  it("keeps the file host's CMS pictures and never a birthday photo (pupils' and staff's folders, or asked for without a referrer)", async () => {
    const { dispatch, caches, net } = loadWorker({ VITE_FILE_HOST: 'https://erp.school.edu.np' });
    const cms = 'https://erp.school.edu.np/Attachments/appcms/a.png';
    const pupil = 'https://erp.school.edu.np/Attachments/academic/student/ec666162-5ca1-47bb-95f7-cbad31a41e61.png';
    const personal = browserRequest('https://erp.school.edu.np/Attachments/appcms/b.png', 'image', { referrerPolicy: 'no-referrer' });
    await dispatch(browserRequest(cms, 'image'));
    expect(await dispatch(browserRequest(pupil, 'image'))).toBeUndefined();
    expect(await dispatch(personal)).toBeUndefined();
    await settle();
    expect(net.calls).toEqual([cms]);
    const kept = [...caches.stores.values()].flatMap((m) => [...m.keys()]);
    expect(kept).toEqual([cms]);
  });

  it('deletes, as it takes over, every cache of the workers before it (old pages, images-v1 with its photos) but the saved documents', async () => {
    const { install, caches } = loadWorker({ VITE_FILE_HOST: '' });
    for (const name of ['shell-0123456789ab', 'pages-0123456789ab', 'images-v1', 'file-images-v1', DOWNLOADS_CACHE]) {
      await (await caches.api.open(name)).put(`https://school.edu.np/${name}`, new Response('old'));
    }
    await install();
    const names = [...caches.stores.keys()];
    expect(names.filter((n) => /-0123456789ab$|-v1$/.test(n) && n !== DOWNLOADS_CACHE)).toEqual([]);
    expect(names).toContain(DOWNLOADS_CACHE);
    expect(names.some((n) => n.startsWith('shell-'))).toBe(true);
  });

  it('keeps a page’s data file (named for its build) with the pages, and answers it from there offline', async () => {
    const { dispatch, install, net, behind, pages } = loadWorker({ VITE_FILE_HOST: '' });
    await install();
    const url = 'https://school.edu.np/media/news/page-data.json?b=17';
    expect(await (await dispatch(browserRequest(url, '')))!.text()).toBe(`body of ${url}`);
    await Promise.all(behind);
    expect(pages()!.has(url)).toBe(true);
    net.online = false;
    expect(await (await dispatch(browserRequest(url, '')))!.text()).toBe(`body of ${url}`);
  });

  it('keeps at most MAX_PAGES pages: the least recently visited go first', async () => {
    const { code, dispatch, install, behind, pages } = loadWorker({ VITE_FILE_HOST: '' });
    const max = numberIn(code, 'MAX_PAGES');
    expect(max).toBeGreaterThanOrEqual(20);
    expect(max).toBeLessThanOrEqual(200);
    await install();
    const page = (i: number) => `https://school.edu.np/media/notice/${i}/n`;
    const visit = async (i: number) => {
      await dispatch(navigation(page(i)));
      await Promise.all(behind.splice(0));
    };
    for (let i = 0; i < max; i++) await visit(i);
    await visit(0); // visited again: now the most recent
    for (let i = max; i < max + 5; i++) await visit(i);
    const kept = [...pages()!.keys()];
    expect(kept.length).toBe(max);
    expect(kept).toContain(page(0));
    for (let i = 1; i <= 5; i++) expect(kept, `page ${i}`).not.toContain(page(i));
    expect(kept).toContain(page(max + 4));
  });

  it('forgets a kept page older than MAX_PAGE_AGE_MS (by the date it was served)', async () => {
    const { code, dispatch, install, net, behind, pages } = loadWorker({ VITE_FILE_HOST: '' });
    const maxAge = numberIn(code, 'MAX_PAGE_AGE_MS');
    expect(maxAge).toBeGreaterThanOrEqual(24 * 3600_000);
    await install();
    const old = 'https://school.edu.np/media/notice/1/old';
    const recent = 'https://school.edu.np/media/notice/2/recent';
    net.date = new Date(Date.now() - maxAge - 3600_000);
    await dispatch(navigation(old));
    await Promise.all(behind.splice(0));
    net.date = new Date(Date.now() - maxAge + 3600_000);
    await dispatch(navigation(recent));
    await Promise.all(behind.splice(0));
    net.date = undefined;
    await dispatch(navigation('https://school.edu.np/contact'));
    await Promise.all(behind.splice(0));
    expect([...pages()!.keys()]).toEqual([recent, 'https://school.edu.np/contact']);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
