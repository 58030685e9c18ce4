// A prerendered page keeps up with the back-end without hydrating (src/islands/freshness-probe.ts,
// then src/islands/freshness.ts): it asks only for what the page shows, at most once per
// site.freshnessMinutes, redraws only the parts whose data changed, and never lets an empty or
// failed answer wipe what the build showed. The page is what scripts/prerender.mjs writes
// (#__snapshot with the data; its freshness plan, each operation's request and the build's
// answer's fingerprint, in fresh.json of its build's archive); the site and the back-end are a
// stubbed fetch answering that file and the demo fixtures; the redraw (hydrate.tsx) is a spy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationRequest } from '../../../src/api/fetcher';
import { ops } from '../../../src/api/operations';
import { readStored } from '../../../src/app/persisted-cache';
import { siteConfig } from '../../../src/config/site-config';
import { refreshIslands } from '../../../src/islands/hydrate';
import { probeFreshness } from '../../../src/islands/freshness-probe';
import { fingerprint } from '../../../src/lib/hash';
import { rawFixture } from '../../support/fixtures';

vi.mock('../../../src/islands/hydrate', () => ({ refreshIslands: vi.fn(async () => {}), renderIsland: vi.fn(async () => {}) }));

const refresh = vi.mocked(refreshIslands);
const EVERY = (siteConfig.site.freshnessMinutes ?? 10) * 60_000;
const BUILT_AT = Date.UTC(2026, 10, 20, 6, 0);
const NOW = BUILT_AT + 3 * 3_600_000;

// The page shows the notices and the school's details: its snapshot has those two operations.
const notices = ops.notices;
const company = ops.company;
const noticesBody = rawFixture(notices.name) as Array<Record<string, unknown>>;
const companyBody = rawFixture(company.name) as Record<string, unknown>;

/** The back-end's answer to each operation by name (a function: a response of its own making). */
let answers: Record<string, unknown>;
/** The site's files by address (the page's plan); a missing one is a 404. */
let files: Record<string, unknown>;
const opName = (url: string) => String(url).replace(/^.*\/v1\/(General\/)?/, '');
const isBackEnd = (url: string) => String(url).includes('/v1/');
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (!isBackEnd(url)) {
    const file = files[String(url)];
    if (typeof file === 'function') return (file as () => unknown)();
    if (file === undefined) return { ok: false, status: 404, json: async () => JSON.parse('Not found') as unknown };
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(file)) as unknown };
  }
  const a = answers[opName(url)];
  if (typeof a === 'function') return (a as () => unknown)();
  const text = a === undefined ? '' : JSON.stringify(a);
  return { ok: true, status: 200, text: async () => text, json: async () => JSON.parse(text) as unknown };
});
/** The back-end operations asked, in order. */
const asked = () => fetchMock.mock.calls.filter(([url]) => isBackEnd(url)).map(([url]) => opName(url));
/** Where the page writer puts the plan of the home page (/) of build `builtAt` (archivedUrl). */
const planUrl = (builtAt = BUILT_AT) => `${location.origin}/_b/${builtAt}/fresh.json?b=${builtAt}`;

/** The page as scripts/prerender.mjs writes it, and its plan (ssr.freshnessPlan) as fresh.json. */
function writePage(builtAt = BUILT_AT) {
  const used = { [notices.key]: notices.guard(noticesBody), [company.key]: company.guard(companyBody) };
  const plan = {
    api: '',
    every: EVERY,
    ops: Object.fromEntries(
      [
        [notices, noticesBody],
        [company, companyBody],
      ].map(([op, body]) => {
        const { path, body: request } = operationRequest((op as typeof notices).name, (op as typeof notices).body);
        return [(op as typeof notices).key, [path, JSON.stringify(request), fingerprint(JSON.stringify(body))]];
      }),
    ),
  };
  document.body.innerHTML =
    `<div id="root" data-prerendered="/"></div>` +
    `<script type="application/json" id="__snapshot" data-built-at="${builtAt}">${JSON.stringify(used)}</script>`;
  files = { [planUrl(builtAt)]: plan };
  return document.getElementById('root')!;
}

let root: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  refresh.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  answers = { [notices.name]: noticesBody, [company.name]: companyBody };
  root = writePage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('probeFreshness', () => {
  it('asks the back-end only for the operations the page shows, as the app would ask', async () => {
    await probeFreshness(root, NOW);
    expect(asked().sort()).toEqual([company.name, notices.name].sort());
    const call = fetchMock.mock.calls.find(([url]) => opName(url) === notices.name)!;
    expect(call[0]).toBe(`/v1/General/${notices.name}`);
    expect(call[1]?.method).toBe('POST');
    expect(JSON.parse(call[1]?.body as string)).toEqual({ branchCode: siteConfig.site.branchCode });
  });

  it('redraws nothing, and loads nothing more, when the back-end answers what the build showed', async () => {
    expect(await probeFreshness(root, NOW)).toEqual([]);
    // The plan, then the two operations.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([planUrl(), ...asked().map(() => expect.stringContaining('/v1/'))]);
    expect(asked()).toHaveLength(2);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('redraws the parts showing exactly the data that changed, with the new data', async () => {
    const changed = noticesBody.map((n, i) => (i === 0 ? { ...n, HeadLine: 'Exams move to Monday' } : n));
    answers[notices.name] = changed;
    expect(await probeFreshness(root, NOW)).toEqual([notices.key]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(root, { [notices.key]: notices.guard(changed) });
    // Only the changed operation is asked again (through its guard).
    expect(asked().filter((n) => n === company.name)).toHaveLength(1);
  });

  it('asks again only after site.freshnessMinutes; a reload within them redraws the newer data without asking', async () => {
    const changed = { ...companyBody, Name: 'Himalaya Vidya Mandir School' };
    answers[company.name] = changed;
    await probeFreshness(root, NOW);
    const first = asked().length;
    expect(readStored(NOW, localStorage).map((e) => e[0])).toEqual([company.key]);

    refresh.mockClear();
    root = writePage(); // the same prerendered page, loaded again
    expect(await probeFreshness(root, NOW + EVERY - 60_000)).toEqual([company.key]);
    expect(asked()).toHaveLength(first);
    expect(refresh).toHaveBeenCalledWith(root, { [company.key]: company.guard(changed) });

    await probeFreshness(root, NOW + EVERY + 60_000);
    expect(asked().length).toBeGreaterThan(first);
    expect(asked().slice(first)).toEqual(expect.arrayContaining([notices.name, company.name]));
  });

  it('asks again when what it kept is older than the page’s build', async () => {
    await probeFreshness(root, NOW);
    expect(asked()).toHaveLength(2);
    root = writePage(NOW + 60_000); // rebuilt since
    await probeFreshness(root, NOW + 120_000);
    expect(asked()).toHaveLength(4);
  });

  // The back-end's shapes of "nothing" (src/api/guards/envelope.ts): a bare empty list, a wrapper
  // with an empty DataColl, an entity whose every member is empty.
  it.each([
    ['a bare empty list', [], companyBody],
    ['a wrapper with an empty DataColl', { IsSuccess: true, DataColl: [] }, companyBody],
    ['an entity with every member empty', noticesBody, { Name: '', Slogan: '', Address: null, PhoneNo: '' }],
  ])('never replaces the build’s data with an empty answer: %s', async (_, noticesAnswer, companyAnswer) => {
    answers = { [notices.name]: noticesAnswer, [company.name]: companyAnswer };
    await probeFreshness(root, NOW);
    expect(refresh).not.toHaveBeenCalled();
    // Nor is it kept to be shown on the next visit.
    expect(readStored(NOW, localStorage)).toEqual([]);
  });

  it('changes nothing and throws nothing when the back-end fails', async () => {
    const failures: Array<() => unknown> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => ({
        ok: false,
        status: 500,
        text: async () => '{"Message":"An error has occurred."}',
        json: async () => ({ Message: 'An error has occurred.' }),
      }),
      () => ({
        ok: true,
        status: 200,
        text: async () => '{"IsSuccess":false,"ResponseMSG":"Invalid branch"}',
        json: async () => ({ IsSuccess: false, ResponseMSG: 'Invalid branch' }),
      }),
      () => ({ ok: true, status: 200, text: async () => '<html>proxy error</html>', json: async () => JSON.parse('<html>') as unknown }),
    ];
    for (const fail of failures) {
      answers = { [notices.name]: fail, [company.name]: fail };
      await expect(probeFreshness(root, NOW)).resolves.toBeDefined();
      localStorage.clear();
    }
    expect(refresh).not.toHaveBeenCalled();
    expect(readStored(NOW, localStorage)).toEqual([]);
  });

  it('redraws what changed even when another operation fails', async () => {
    const changed = { ...companyBody, PhoneNo: '01-5999999' };
    answers[company.name] = changed;
    answers[notices.name] = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await probeFreshness(root, NOW)).toEqual([company.key]);
    expect(refresh).toHaveBeenCalledWith(root, { [company.key]: company.guard(changed) });
  });

  it('takes the plan from the page’s own fresh.json of its build, not from the page’s HTML', async () => {
    // (A plan in the HTML, as pages carried one before, is not read: the file is the plan.)
    const inline = { api: 'https://elsewhere.example', every: 0, ops: { [notices.key]: ['v1/General/Other', '{}', 'x'] } };
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="__fresh">${JSON.stringify(inline)}</script>`);
    await probeFreshness(root, NOW);
    expect(fetchMock.mock.calls[0][0]).toBe(planUrl());
    expect(asked().sort()).toEqual([company.name, notices.name].sort());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('elsewhere'))).toBe(false);
  });

  it.each([
    ['the file is missing (404)', () => (files = {})],
    [
      'the file cannot be fetched (offline, not kept)',
      () => (files = { [planUrl()]: () => Promise.reject(new TypeError('Failed to fetch')) }),
    ],
    [
      'the file is not JSON',
      () => (files = { [planUrl()]: () => ({ ok: true, status: 200, json: async () => JSON.parse('<html>') as unknown }) }),
    ],
    ['the file is not a plan', () => (files = { [planUrl()]: { ops: 'GetNoticeList' } })],
    ['the page does not say which page it is', () => delete root.dataset.prerendered],
    ['the page does not say which build it is', () => delete document.getElementById('__snapshot')!.dataset.builtAt],
  ])('asks the back-end for nothing, and throws nothing, when %s', async (_, spoil) => {
    spoil();
    expect(await probeFreshness(root, NOW)).toEqual([]);
    expect(asked()).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('takes another page’s plan from that page’s folder, its path encoded as the page writer writes it', async () => {
    root.dataset.prerendered = '/ne/मिडिया/notices/';
    const url = `${location.origin}/_b/${BUILT_AT}/ne/${encodeURI('मिडिया')}/notices/fresh.json?b=${BUILT_AT}`;
    files = { [url]: files[planUrl()] };
    await probeFreshness(root, NOW);
    expect(fetchMock.mock.calls[0][0]).toBe(url);
    expect(asked()).toHaveLength(2);
  });
});
