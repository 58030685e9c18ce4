// A prerendered page keeps up with what the site publishes without hydrating and without asking the
// ERP (src/islands/freshness-probe.ts, then src/islands/freshness.ts): it reads the newest build's
// change note (changes.json at the site's root) at most once per site.freshnessMinutes, and only
// when an operation it shows changed does it fetch its own data of that build and redraw the parts
// whose data differs; an empty value never wipes what the build showed. The page is what
// scripts/build/prerender.ts writes (#__snapshot with the data; its freshness plan, the fingerprint of
// each operation it shows, in fresh.json of its build's archive); the site is a stubbed fetch
// answering those files; the redraw (hydrate.tsx) is a spy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ops } from '@src/api/operations';
import { noticeViews } from '@src/api/list-views';
import { viewKey } from '@src/api/views';
import { siteConfig } from '@src/site-config/config-file';
import { refreshIslands } from '@src/islands/hydrate';
import { CHANGES_FILE, probeFreshness } from '@src/islands/freshness-probe';
import { rawFixture } from '@test/fixtures';
import { fingerprint } from '@src/lib/hash';

vi.mock('@src/islands/hydrate', () => ({ refreshIslands: vi.fn(async () => {}), renderIsland: vi.fn(async () => {}) }));

const refresh = vi.mocked(refreshIslands);
const EVERY = (siteConfig.site.freshnessMinutes ?? 10) * 60_000;
const BUILT_AT = Date.UTC(2026, 10, 20, 6, 0);
const NOW = BUILT_AT + 3 * 3_600_000;

// The page shows a page of the notices (a view) and the school's details (a whole operation).
const notices = ops.notices;
const company = ops.company;
const pageKey = viewKey(noticeViews.page, { page: 1, size: 12 });
const noticesData = notices.guard(rawFixture(notices.name));
const companyData = company.guard(rawFixture(company.name));
// (And a form's choices from the ERP, which a page checks with the ERP itself.)
const classes = ops.registrationClasses;
const builtClasses = [{ ClassId: 2, Name: 'LKG' }];
const used = () => ({
  [pageKey]: { items: noticesData.slice(0, 3), total: 3 },
  [company.key]: companyData,
  [classes.key]: classes.guard(builtClasses),
});

/** The site's files by address; a missing one is a 404; a function makes its own response. */
let files: Record<string, unknown>;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const file = files[String(url)];
  if (typeof file === 'function') return (file as () => unknown)();
  if (file === undefined) return { ok: false, status: 404, json: async () => JSON.parse('Not found') as unknown };
  return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(file)) as unknown };
});
const fetched = () => fetchMock.mock.calls.map(([url]) => String(url));
const planUrl = (builtAt = BUILT_AT, path = '') => `${location.origin}/_b/${builtAt}${path}/fresh.json?b=${builtAt}`;
const dataUrl = (path = '') => `${location.origin}${path}/page-data.json`;
const noteUrl = `${location.origin}/${CHANGES_FILE}`;
/** The change note of the page's build, in its archive. */
const builtNoteUrl = (builtAt = BUILT_AT) => `${location.origin}/_b/${builtAt}/${CHANGES_FILE}?b=${builtAt}`;
const note = (fp: Record<string, string>) => ({ ops: { [notices.key]: 'n1', [company.key]: 'c1', ...fp } });

/** The page as scripts/build/prerender.ts writes it, its plan as fresh.json, and the newest build's note. */
function writePage(builtAt = BUILT_AT) {
  document.body.innerHTML =
    `<div id="root" data-prerendered="/"></div>` +
    `<script type="application/json" id="__snapshot" data-built-at="${builtAt}">${JSON.stringify(used())}</script>`;
  files = {
    [planUrl(builtAt)]: { every: EVERY, ops: [notices.key, company.key] },
    [builtNoteUrl(builtAt)]: note({}),
    [noteUrl]: note({}),
  };
  return document.getElementById('root')!;
}

let root: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  refresh.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  root = writePage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('probeFreshness', () => {
  it('never asks the ERP: it reads its plan and the site’s change note, and nothing more when the note says what the page shows is unchanged', async () => {
    expect(await probeFreshness(root, NOW)).toEqual([]);
    expect(fetched()).toEqual([planUrl(), noteUrl, builtNoteUrl()]);
    expect(fetched().some((u) => u.includes('/v1/') || u.includes('/api/'))).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('loads nothing more when a newer build changed nothing the page shows', async () => {
    files[noteUrl] = note({ [ops.slider.key]: 'other' });
    expect(await probeFreshness(root, NOW)).toEqual([]);
    expect(fetched()).toEqual([planUrl(), noteUrl, builtNoteUrl()]);
  });

  it('redraws the parts showing exactly the data that changed, with the live release’s data of this page', async () => {
    files[noteUrl] = note({ [notices.key]: 'n2' });
    const newer = { ...used(), [pageKey]: { items: [{ ...noticesData[0], headline: 'Exams move to Monday' }], total: 1 } };
    files[dataUrl()] = newer;
    expect(await probeFreshness(root, NOW)).toEqual([pageKey]);
    expect(fetched()).toEqual([planUrl(), noteUrl, builtNoteUrl(), dataUrl()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(root, { [pageKey]: newer[pageKey] });
  });

  it('reads the note again only after site.freshnessMinutes', async () => {
    await probeFreshness(root, NOW);
    root = writePage(); // the same page, loaded again
    await probeFreshness(root, NOW + EVERY - 60_000);
    expect(fetched().filter((u) => u === noteUrl)).toHaveLength(1);
    await probeFreshness(root, NOW + EVERY + 60_000);
    expect(fetched().filter((u) => u === noteUrl)).toHaveLength(2);
  });

  it('never replaces the build’s data with an empty one', async () => {
    files[noteUrl] = note({ [notices.key]: 'n2', [company.key]: 'c2' });
    files[dataUrl()] = { [pageKey]: { items: [], total: 0 }, [company.key]: { name: '', phone: '' } };
    await probeFreshness(root, NOW);
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([
    ['the page was withdrawn (its data is gone: 404)', () => undefined],
    ['its data cannot be fetched', () => () => Promise.reject(new TypeError('Failed to fetch'))],
    ['its data is not JSON', () => () => ({ ok: true, status: 200, json: async () => JSON.parse('<html>') as unknown })],
  ])('changes nothing and throws nothing when %s', async (_, make) => {
    files[noteUrl] = note({ [notices.key]: 'n2' });
    const file = make();
    if (file) files[dataUrl()] = file;
    await expect(probeFreshness(root, NOW)).resolves.toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([
    ['the plan is missing (404)', () => delete files[planUrl()]],
    ['the note is missing', () => delete files[noteUrl]],
    ['the note is not a note', () => (files[noteUrl] = { ops: 'x' })],
    ['the note cannot be fetched (offline)', () => (files[noteUrl] = () => Promise.reject(new TypeError('Failed to fetch')))],
    ['the page does not say which page it is', () => delete root.dataset.prerendered],
    ['the page does not say which build it is', () => delete document.getElementById('__snapshot')!.dataset.builtAt],
  ])('does nothing, and throws nothing, when %s', async (_, spoil) => {
    spoil();
    expect(await probeFreshness(root, NOW)).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a note kept from earlier still tells when the site cannot be reached', async () => {
    files[noteUrl] = note({ [notices.key]: 'n2' });
    files[dataUrl()] = { ...used(), [pageKey]: { items: noticesData.slice(0, 1), total: 1 } };
    await probeFreshness(root, NOW);
    refresh.mockClear();
    files[noteUrl] = () => Promise.reject(new TypeError('Failed to fetch'));
    root = writePage();
    files[noteUrl] = () => Promise.reject(new TypeError('Failed to fetch'));
    files[dataUrl()] = { ...used(), [pageKey]: { items: noticesData.slice(0, 1), total: 1 } };
    expect(await probeFreshness(root, NOW + EVERY + 60_000)).toEqual([pageKey]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('takes another page’s plan and data from that page’s folder, its path encoded as the page writer writes it', async () => {
    root.dataset.prerendered = '/ne/मिडिया/notices/';
    const path = `/ne/${encodeURI('मिडिया')}/notices`;
    files = { [planUrl(BUILT_AT, path)]: files[planUrl()], [noteUrl]: note({ [notices.key]: 'n2' }), [dataUrl(path)]: used() };
    await probeFreshness(root, NOW);
    expect(fetched()).toEqual([planUrl(BUILT_AT, path), noteUrl, builtNoteUrl(), dataUrl(path)]);
  });

  it('asks the ERP itself only for a form’s choices (their ids go back to the ERP), at most once per site.freshnessMinutes', async () => {
    const renumbered = [{ ClassId: 52, Name: 'LKG' }];
    const erp = `/v1/Academic/ClassListForReg`;
    files[planUrl()] = {
      every: EVERY,
      ops: [notices.key],
      api: '',
      live: { [classes.key]: ['v1/Academic/ClassListForReg', '{}', fingerprint(JSON.stringify(builtClasses))] },
    };
    files[erp] = renumbered;
    expect(await probeFreshness(root, NOW)).toEqual([classes.key]);
    expect(refresh).toHaveBeenCalledWith(root, { [classes.key]: classes.guard(renumbered) });
    expect(fetched().filter((u) => u.includes('/v1/'))).toEqual([erp]);
    // Only those: the notices it shows come from the note, never from the ERP.
    expect(fetched().some((u) => u.includes('GetNoticeList'))).toBe(false);
    await probeFreshness(root, NOW + 60_000);
    expect(fetched().filter((u) => u.includes('/v1/'))).toHaveLength(1);
  });
});
