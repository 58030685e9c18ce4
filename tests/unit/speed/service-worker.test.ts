// @vitest-environment node
// What the service worker caches (src/sw/sw-route.js), and the worker scripts/write-sw.mjs writes
// (from the code the build bundles, scripts/build/worker.mjs), run against fake Cache Storage and
// network: a downloaded document is kept and served offline,
// images of the configured file host are cached, API calls and other hosts are left alone; a page
// the network does not answer gets the shell after PAGE_TIMEOUT_MS, and the browser's navigation
// preload is used rather than a second request.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOADS_CACHE, swRoute } from '../../../src/sw/sw-route.js';

const where = { origin: 'https://school.edu.np', fileOrigin: 'https://erp.school.edu.np' };
const req = (url: string, destination = '', mode = 'cors', method = 'GET') => ({ url, destination, mode, method });

describe('swRoute', () => {
  it('pages, assets and this site’s back-end images, as before', () => {
    expect(swRoute(req('https://school.edu.np/media/news', 'document', 'navigate'), where)).toBe('page');
    expect(swRoute(req('https://school.edu.np/assets/index-1.js', 'script'), where)).toBe('asset');
    expect(swRoute(req('https://school.edu.np/Attachments/appcms/a.png', 'image', 'no-cors'), where)).toBe('image');
    expect(swRoute(req('https://school.edu.np/favicon.svg', 'image', 'no-cors'), where)).toBeNull();
  });

  it("a page's data file and the rest of the home page, named for their build, are kept like assets", () => {
    expect(swRoute(req('https://school.edu.np/media/news/page-data.json?b=17'), where)).toBe('asset');
    expect(swRoute(req('https://school.edu.np/later.html?b=17'), where)).toBe('asset');
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
      put: async (r: Request | string, res: Response) => void m.set(key(r), new Response(await res.arrayBuffer(), res)),
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
    execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/build/worker.mjs'), out], { stdio: 'pipe' });
    workerCode = fs.readFileSync(path.join(out, '.vite/sw-code.js'), 'utf8');
    fs.rmSync(out, { recursive: true });
  }
  return workerCode;
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
  execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/write-sw.mjs')], {
    env: { ...process.env, DIST_DIR: dist, ...env },
    stdio: 'pipe',
  });
  const code = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  fs.rmSync(dist, { recursive: true });
  const handlers: Record<string, (e: unknown) => void> = {};
  const caches = fakeCaches();
  // online: answers at once; offline: fails as a dropped connection does; 'silent': the connection
  // is up but nothing answers until net.answerNow() is called.
  const net = { online: true as boolean | 'silent', calls: [] as string[], answerNow: () => {} };
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
      return new Response(`body of ${r.url}`, { status: 200 });
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
  return { code, dispatch, install, caches, net, preload, behind, shell };
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
    expect([...(caches.stores.get('file-images-v1')?.keys() ?? [])]).toEqual([img]);
    expect(await dispatch(browserRequest('https://cdn.example/x.png', 'image'))).toBeUndefined();
    expect(await dispatch(browserRequest('https://erp.school.edu.np/v1/General/GetNewsList', '', { method: 'POST' }))).toBeUndefined();
  });

  it('answers a page the network leaves unanswered with the shell after PAGE_TIMEOUT_MS, and keeps the late answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { code, dispatch, install, net, behind, shell } = loadWorker({ VITE_FILE_HOST: '' });
    const timeout = Number(/(?:const|var) PAGE_TIMEOUT_MS = ([\de.]+);/.exec(code)?.[1]);
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
    expect(await shell()!.get(url)?.clone().text()).toBe(`body of ${url}`);
    expect(await (await dispatch(navigation(url)))!.text()).toBe(`body of ${url}`);
  });

  it('answers a page with the network when it answers in time, and keeps it', async () => {
    const { dispatch, install, behind, shell } = loadWorker({ VITE_FILE_HOST: '' });
    await install();
    const url = 'https://school.edu.np/media/news';
    expect(await (await dispatch(navigation(url)))!.text()).toBe(`body of ${url}`);
    await Promise.all(behind);
    expect(shell()!.has(url)).toBe(true);
  });

  it('turns navigation preload on when it activates, and uses the preloaded answer instead of a request of its own', async () => {
    const { dispatch, install, net, preload, behind, shell } = loadWorker({ VITE_FILE_HOST: '' });
    await install();
    expect(preload.enabled).toBe(true);
    const url = 'https://school.edu.np/contact';
    const answer = await dispatch(navigation(url), { preloadResponse: Promise.resolve(new Response('preloaded contact page')) });
    expect(await answer!.text()).toBe('preloaded contact page');
    expect(net.calls).not.toContain(url);
    await Promise.all(behind);
    expect(await shell()!.get(url)?.clone().text()).toBe('preloaded contact page');
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

afterEach(() => {
  vi.useRealTimers();
});
