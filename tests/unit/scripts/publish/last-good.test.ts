// @vitest-environment node
// The last good answer of every operation (scripts/publish/last-good.ts): a failure of any shape
// is built from it and said so; a list emptied once is held, and published empty only when a run
// at least confirmEmptyMinutes later still finds it empty, or staff confirm it; a first answer or
// content never held; answers of another source never mixed in. The clock is the caller's.
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireFromBackend, acquireFromFiles, decide, openStore } from '@scripts/publish/last-good';
import { builtOperationNames, readAnswer, type BuildAnswer } from '@src/api/build-answers';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../demo/fixtures');
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name.replace('/', '.')}.json`), 'utf8'));
const MIN = 60_000;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'last-good-'));
  dirs.push(d);
  return d;
};

describe('decide', () => {
  const good = { ok: true, body: [1] };
  const content = { failure: null, empty: false };
  const empty = { failure: null, empty: true };
  const last = { savedAt: 0, body: [1], empty: false };
  const base = { emptySince: null, now: 10 * MIN, confirmed: false, confirmMs: 60 * MIN };

  it('publishes content as answered and keeps it', () => {
    expect(decide({ ...base, answer: good, reading: content, last })).toEqual({
      status: 'fresh',
      use: 'answer',
      save: true,
      emptySince: null,
    });
  });
  it('holds the last good answer on a failure of the network or of the answer, and says why', () => {
    expect(decide({ ...base, answer: { ok: false, problem: 'timeout' }, reading: null, last })).toMatchObject({
      status: 'held',
      use: 'last',
      save: false,
      reason: 'timeout',
    });
    expect(decide({ ...base, answer: good, reading: { failure: 'IsSuccess false', empty: false }, last })).toMatchObject({
      status: 'held',
      reason: 'IsSuccess false',
    });
  });
  it('reports a failure with nothing kept as failed (its parts render empty)', () => {
    expect(decide({ ...base, answer: { ok: false, problem: 'http 500' }, reading: null, last: null })).toMatchObject({
      status: 'failed',
      use: 'none',
    });
  });
  it('publishes an empty answer when nothing had content before', () => {
    expect(decide({ ...base, answer: good, reading: empty, last: null })).toMatchObject({ status: 'fresh', use: 'answer' });
    expect(decide({ ...base, answer: good, reading: empty, last: { ...last, empty: true } })).toMatchObject({ status: 'fresh' });
  });
  it('holds a list emptied once, and publishes it empty when still empty the interval later', () => {
    const first = decide({ ...base, answer: good, reading: empty, last });
    expect(first).toMatchObject({ status: 'held-empty', use: 'last', save: false, emptySince: base.now });
    const soon = decide({ ...base, now: base.now + 59 * MIN, emptySince: base.now, answer: good, reading: empty, last });
    expect(soon).toMatchObject({ status: 'held-empty', emptySince: base.now });
    const later = decide({ ...base, now: base.now + 60 * MIN, emptySince: base.now, answer: good, reading: empty, last });
    expect(later).toMatchObject({ status: 'emptied', use: 'answer', save: true, emptySince: null });
  });
  it('publishes it empty at once when staff confirm it, or when the interval is 0', () => {
    expect(decide({ ...base, confirmed: true, answer: good, reading: empty, last })).toMatchObject({
      status: 'emptied',
      reason: expect.stringMatching(/confirm-empty/),
    });
    expect(decide({ ...base, confirmMs: 0, answer: good, reading: empty, last })).toMatchObject({ status: 'emptied' });
  });
  it('publishes rows its guard cannot read only when staff confirm them (as empty), never a failure of the back-end', () => {
    const rejected = { failure: 'its guard could read nothing in the answer', empty: false, rejected: true };
    expect(decide({ ...base, answer: good, reading: rejected, last })).toMatchObject({ status: 'held' });
    expect(decide({ ...base, confirmed: true, answer: good, reading: rejected, last })).toMatchObject({
      status: 'emptied',
      use: 'answer',
      save: true,
    });
    expect(decide({ ...base, confirmed: true, answer: good, reading: { failure: 'IsSuccess false', empty: false }, last })).toMatchObject({
      status: 'held',
    });
    expect(decide({ ...base, confirmed: true, answer: { ok: false, problem: 'timeout' }, reading: null, last })).toMatchObject({
      status: 'held',
    });
  });

  it('forgets the first empty answer when content comes back, and keeps it through a failure', () => {
    expect(decide({ ...base, emptySince: 1, answer: good, reading: content, last })).toMatchObject({ emptySince: null });
    expect(decide({ ...base, emptySince: 1, answer: { ok: false, problem: 'network' }, reading: null, last })).toMatchObject({
      emptySince: 1,
    });
  });
});

/** A stand-in for the server bundle: the real readAnswer, answers the test chooses. */
function backend(answers: Record<string, Partial<BuildAnswer>>) {
  return {
    builtOperationNames,
    readAnswer,
    fetchBuildAnswers: async () =>
      builtOperationNames().map((name): BuildAnswer => ({ name, ok: true, status: 200, body: fixture(name), ...answers[name] })),
  };
}

describe('acquireFromBackend', () => {
  const run = (publishDir: string, now: number, answers: Record<string, Partial<BuildAnswer>> = {}, confirmEmpty: string[] = []) =>
    acquireFromBackend({ ssr: backend(answers), source: 'https://erp.example', publishDir, now, confirmEmpty, confirmMs: 60 * MIN });

  it("builds a failed operation from its last good answer, with that answer's fingerprint, and says since when", async () => {
    const dir = tmp();
    const good = await run(dir, 0);
    expect(good.operations.every((o) => o.status === 'fresh')).toBe(true);
    const down = await run(dir, 15 * MIN, {
      GetAboutCompany: { body: { IsSuccess: false, ResponseMSG: 'SQL Server down' } },
      GetAllThemeConfig: { ok: false, status: 500, problem: 'http 500', body: { Message: 'An error has occurred.' } },
      GetNoticeList: { ok: false, status: 0, problem: 'timeout', body: null },
      GetNewsList: { body: [{ Foo: 'bar' }] },
    });
    expect(down.data).toEqual(good.data);
    expect(down.fingerprints).toEqual(good.fingerprints);
    const held = Object.fromEntries(down.operations.filter((o) => o.status !== 'fresh').map((o) => [o.name, o]));
    expect(Object.keys(held).sort()).toEqual(['GetAboutCompany', 'GetAllThemeConfig', 'GetNewsList', 'GetNoticeList']);
    expect(held.GetNoticeList).toMatchObject({ status: 'held', reason: 'timeout', lastGoodAt: new Date(0).toISOString() });
    expect(held.GetNewsList.reason).toMatch(/guard/);
  });

  it('holds a list emptied once, holds it again before the interval, publishes it empty after', async () => {
    const dir = tmp();
    await run(dir, 0);
    const empty = { GetNoticeList: { body: [] } };
    const once = await run(dir, 10 * MIN, empty);
    expect(once.data.GetNoticeList).toEqual(readAnswer('GetNoticeList', fixture('GetNoticeList')).value);
    expect(once.operations.find((o) => o.name === 'GetNoticeList')).toMatchObject({
      status: 'held-empty',
      emptySince: new Date(10 * MIN).toISOString(),
      publishEmptyAt: new Date(70 * MIN).toISOString(),
    });
    expect((await run(dir, 69 * MIN, empty)).operations.find((o) => o.name === 'GetNoticeList')?.status).toBe('held-empty');
    const twice = await run(dir, 70 * MIN, empty);
    expect(twice.data.GetNoticeList).toEqual([]);
    expect(twice.operations.find((o) => o.name === 'GetNoticeList')?.status).toBe('emptied');
    // From now on empty is what it is: a failure holds the empty answer, an empty one is fresh.
    expect((await run(dir, 80 * MIN, empty)).operations.find((o) => o.name === 'GetNoticeList')?.status).toBe('fresh');
  });

  it('publishes an emptied list at once with --confirm-empty (by name, or all)', async () => {
    const dir = tmp();
    await run(dir, 0);
    const r = await run(dir, MIN, { GetNoticeList: { body: [] }, GetNewsList: { body: [] } }, ['GetNoticeList']);
    expect(r.operations.filter((o) => o.status !== 'fresh').map((o) => [o.name, o.status])).toEqual([
      ['GetNewsList', 'held-empty'],
      ['GetNoticeList', 'emptied'],
    ]);
    const all = await run(dir, 2 * MIN, { GetNewsList: { body: [] } }, ['all']);
    expect(all.operations.find((o) => o.name === 'GetNewsList')?.status).toBe('emptied');
  });

  it('refuses a --confirm-empty name that is no operation', async () => {
    await expect(run(tmp(), 0, {}, ['GetNoticList'])).rejects.toThrow(/GetNoticList.*GetNoticeList/);
  });

  it('marks what is built from nothing (empty) and the first good answer of an address (first)', async () => {
    const dir = tmp();
    const first = await run(dir, 0, { GetNewsList: { body: [] } });
    const entry = (r: typeof first, name: string) => r.operations.find((o) => o.name === name);
    expect(entry(first, 'GetNewsList')).toEqual({ name: 'GetNewsList', status: 'fresh', empty: true, first: true });
    expect(entry(first, 'GetNoticeList')).toEqual({ name: 'GetNoticeList', status: 'fresh', first: true });
    const next = await run(dir, MIN, { GetNewsList: { body: [] }, GetNoticeList: { ok: false, problem: 'network', body: null } });
    expect(entry(next, 'GetNewsList')).toEqual({ name: 'GetNewsList', status: 'fresh', empty: true });
    expect(entry(next, 'GetNoticeList')).toMatchObject({ status: 'held', reason: 'network' });
    expect(entry(next, 'GetNoticeList')).not.toHaveProperty('empty');
  });

  it('keeps nothing of a run that is refused: the next run finds the store as it was', async () => {
    const dir = tmp();
    const answers = { GetNewsList: { body: [] }, GetNoticeList: { ok: false, problem: 'network', body: null } };
    const seen: string[][] = [];
    const refuse = (ops: { name: string; status: string }[]) => (seen.push(ops.map((o) => o.status)), { why: 'test' });
    const refused = await acquireFromBackend({
      ssr: backend(answers),
      source: 'https://erp.example',
      publishDir: dir,
      now: 0,
      confirmMs: 60 * MIN,
      refuse,
    });
    expect(refused.refused).toEqual({ why: 'test' });
    expect(seen).toHaveLength(1);
    const store = openStore(dir, 'https://erp.example');
    expect(store.last('GetNewsList')).toBeNull();
    expect(store.last('GetAboutCompany')).toBeNull();
    // So the same answers are again a first answer from this address.
    const again = await run(dir, MIN, answers);
    expect(again.refused).toBeNull();
    expect(again.operations.find((o) => o.name === 'GetNewsList')).toMatchObject({ empty: true, first: true });
    expect(openStore(dir, 'https://erp.example').last('GetAboutCompany')?.body).toEqual(fixture('GetAboutCompany'));
  });

  it("keeps each source's answers apart", async () => {
    const dir = tmp();
    await run(dir, 0);
    const other = await acquireFromBackend({
      ssr: backend({ GetNoticeList: { ok: false, problem: 'network' } }),
      source: 'https://other-erp.example',
      publishDir: dir,
      now: MIN,
      confirmMs: 0,
    });
    expect(other.operations.find((o) => o.name === 'GetNoticeList')?.status).toBe('failed');
    expect(openStore(dir, 'https://erp.example').last('GetNoticeList')?.body).toEqual(fixture('GetNoticeList'));
  });
});

describe('acquireFromFiles', () => {
  it('reads fixture files as answers, reporting an unreadable or failing one', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'GetNoticeList.json'), JSON.stringify(fixture('GetNoticeList')));
    fs.writeFileSync(path.join(dir, 'GetNewsList.json'), '[{"cut');
    fs.writeFileSync(path.join(dir, 'GetAboutCompany.json'), JSON.stringify({ IsSuccess: false, ResponseMSG: 'x' }));
    const r = acquireFromFiles({ ssr: backend({}), dir });
    expect(Object.keys(r.data)).toEqual(['GetNoticeList']);
    expect(r.operations).toEqual([
      { name: 'GetAboutCompany', status: 'failed', reason: expect.stringMatching(/IsSuccess false/) },
      { name: 'GetNewsList', status: 'failed', reason: 'invalid json (GetNewsList.json)' },
      { name: 'GetNoticeList', status: 'fresh' },
    ]);
  });
});
