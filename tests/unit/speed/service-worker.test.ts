// @vitest-environment node
// What the service worker caches (src/sw/sw-route.js), and the worker scripts/write-sw.mjs writes,
// run against fake Cache Storage and network: a downloaded document is kept and served offline,
// images of the configured file host are cached, API calls and other hosts are left alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
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
      addAll: async () => {},
    };
  };
  return { stores, api: { open, keys: async () => [...stores.keys()], delete: async (n: string) => stores.delete(n) } };
}

/** Writes sw.js for a tiny fake build and loads it in a sandbox with a fake network. */
function loadWorker(env: Record<string, string>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/index-1.js'), '');
  fs.writeFileSync(path.join(dist, 'spa.html'), '<script type="module" src="/assets/index-1.js"></script>');
  execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/write-sw.mjs')], { env: { ...process.env, DIST_DIR: dist, ...env }, stdio: 'pipe' });
  const code = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  fs.rmSync(dist, { recursive: true });
  const handlers: Record<string, (e: unknown) => void> = {};
  const caches = fakeCaches();
  const net = { online: true, calls: [] as string[] };
  const sandbox = {
    self: { location: { origin: 'https://school.edu.np' }, addEventListener: (t: string, h: (e: unknown) => void) => (handlers[t] = h), skipWaiting: () => {}, clients: { claim: () => {} } },
    caches: caches.api,
    fetch: async (r: Request) => {
      net.calls.push(r.url);
      if (!net.online) throw new TypeError('Failed to fetch');
      return new Response(`body of ${r.url}`, { status: 200 });
    },
    Response,
    Request,
    URL,
  };
  vm.runInNewContext(code, sandbox);
  /** Dispatches a fetch event; the response the worker answers with, or undefined when it leaves it to the network. */
  const dispatch = async (request: Request & { destination?: string }) => {
    let answer: Promise<Response> | undefined;
    handlers.fetch({ request, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer && (await answer);
  };
  return { code, dispatch, caches, net };
}

/** A Request with a destination (node's Request has none: it is set by the browser). */
const browserRequest = (url: string, destination: string, init?: RequestInit) => {
  const r = new Request(url, init);
  Object.defineProperty(r, 'destination', { value: destination });
  return r;
};

describe('dist/sw.js', () => {
  it('has every placeholder filled in', () => {
    const { code } = loadWorker({ VITE_FILE_HOST: 'https://erp.school.edu.np/files' });
    expect(code).not.toMatch(/__[A-Z_]+__/);
    expect(code).toContain('const FILE_ORIGIN = "https://erp.school.edu.np";');
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
});
