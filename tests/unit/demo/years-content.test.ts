// @vitest-environment node
// DEMO_CONTENT=years (demo/years-content.mjs): the demo school after three years on its ERP,
// generated from the fixtures, read through the site's own guards; the switch that turns it on
// in the demo back-end, the build's data step and the attachments folder.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { YEARS, contentOption, yearsAttachmentsDir, yearsContent, yearsFixturesDir } from '@demo/years-content.mjs';
import { attachmentsDir } from '@demo/attachments-dir.mjs';
import { startDemoServer } from '@demo/server.mjs';
import { takeSnapshot } from '@scripts/build/data';
import { currentNotices, guardNotices } from '@src/api/guards/notices';
import { guardNews } from '@src/api/guards/news';
import { guardGallery } from '@src/api/guards/gallery';
import { guardAchievements } from '@src/api/guards/achievements';
import { guardNewsCategories } from '@src/api/guards/news-categories';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(ROOT, 'demo', 'fixtures');
const NOW = Date.parse('2026-12-02T09:15:00Z');
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'years-cache-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const { answers, links } = yearsContent({ now: NOW });
const devanagari = /[\u0900-\u097F]/;

describe('yearsContent', () => {
  it('has 600 notices, 66 of them still valid at now and the rest expired over three years, each shown on the website', () => {
    const notices = guardNotices(answers.GetNoticeList);
    expect(notices).toHaveLength(YEARS.notices);
    expect(notices.every((n) => n.showInWebsite && n.validUpto !== null && n.id !== null)).toBe(true);
    expect(currentNotices(notices, NOW)).toHaveLength(66);
    // Still 66 at the day's end: the answers are dated from the day, not the minute.
    expect(currentNotices(notices, Date.parse('2026-12-02T23:59:59Z'))).toHaveLength(66);
    const published = notices.map((n) => n.publishOn!);
    expect(Math.max(...published)).toBeLessThan(NOW);
    const oldest = Math.min(...published);
    expect(NOW - oldest).toBeGreaterThan(2.9 * 365 * 86_400_000);
    expect(NOW - oldest).toBeLessThan(3.01 * 365 * 86_400_000);
    expect(new Set(notices.map((n) => n.id)).size).toBe(YEARS.notices);
    expect(notices.every((n) => /^\d{4}-\d{2}-\d{2}$/.test(n.publishBs))).toBe(true);
  });

  it('has 300 news items over every category of GetNewsCategoryList, 60 albums of 40 photos and 100 achievements', () => {
    const categories = guardNewsCategories(JSON.parse(fs.readFileSync(path.join(FIXTURES, 'GetNewsCategoryList.json'), 'utf8')));
    const news = guardNews(answers.GetNewsList);
    expect(news).toHaveLength(YEARS.news);
    expect(new Set(news.map((n) => n.category))).toEqual(new Set(categories.map((c) => c.name)));
    expect(news.every((n) => n.publishedMs !== null && n.publishedMs < NOW)).toBe(true);
    const albums = guardGallery(answers.GetGalleryList);
    expect(albums).toHaveLength(60);
    expect(albums.every((a) => a.images.length === 40)).toBe(true);
    const photos = albums.flatMap((a) => a.images.map((i) => i.path));
    expect(new Set(photos).size).toBe(2400);
    const achievements = guardAchievements(answers.GetAchievmentList);
    expect(achievements).toHaveLength(YEARS.achievements);
    // An achievement's page is found by its headline: no two alike.
    expect(new Set(achievements.map((a) => a.headline)).size).toBe(YEARS.achievements);
  });

  it('numbers the titles and writes a third of the items in Nepali', () => {
    const notices = guardNotices(answers.GetNoticeList);
    const nepali = notices.filter((n) => devanagari.test(n.headline));
    expect(nepali.length).toBe(YEARS.notices / 3);
    expect(nepali.every((n) => devanagari.test(n.content) && /सूचना नं\. [०-९]+\)$/.test(n.headline))).toBe(true);
    expect(notices.filter((n) => !devanagari.test(n.headline)).every((n) => /\(notice \d+\)$/.test(n.headline))).toBe(true);
    expect(guardNews(answers.GetNewsList).filter((n) => devanagari.test(n.headline))).toHaveLength(YEARS.news / 3);
    expect(guardGallery(answers.GetGalleryList).filter((a) => devanagari.test(a.title))).toHaveLength(YEARS.albums / 3);
  });

  it('gives every picture an address of its own, linked to one of the fixtures’ uploads', () => {
    const named = JSON.stringify(answers).match(/\\\\Attachments\\\\appcms\\\\[^"]+/g) ?? [];
    const addresses = new Set(named.map((s) => s.replace(/^\\\\Attachments\\\\appcms\\\\/, 'appcms/')));
    expect(addresses.size).toBeGreaterThan(2400);
    for (const a of addresses) expect(links).toHaveProperty([a]);
    const targets = new Set(Object.values(links));
    expect(targets.size).toBeLessThan(60);
    for (const t of targets) expect(fs.existsSync(path.join(ROOT, 'demo', 'attachments', t))).toBe(true);
  });

  it('is deterministic: the same day gives the same bytes, another day other dates but the same addresses', () => {
    const again = yearsContent({ now: NOW + 3600_000 });
    expect(JSON.stringify(again)).toBe(JSON.stringify({ answers, links }));
    const later = yearsContent({ now: NOW + 7 * 86_400_000 });
    expect(later.links).toEqual(links);
    expect(later.answers.GetNoticeList[0].NoticeDate).not.toBe(answers.GetNoticeList[0].NoticeDate);
  });
});

describe('the folders', () => {
  it('a fixtures folder: the base files, the four operations generated; made once per day', () => {
    const dir = yearsFixturesDir({ fixtures: FIXTURES, now: NOW, cacheDir });
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.json'))).toEqual(fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.json')));
    expect(fs.readFileSync(path.join(dir, 'GetBannerList.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(FIXTURES, 'GetBannerList.json'), 'utf8'),
    );
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'GetNoticeList.json'), 'utf8'))).toEqual(answers.GetNoticeList);
    expect(yearsFixturesDir({ fixtures: FIXTURES, now: NOW + 60_000, cacheDir })).toBe(dir);
    expect(yearsFixturesDir({ fixtures: FIXTURES, now: NOW + 86_400_000, cacheDir })).not.toBe(dir);
    // A folder already of years is not made again from itself.
    expect(yearsFixturesDir({ fixtures: dir, now: NOW, cacheDir })).toBe(dir);
  });

  it('an attachments folder: the base files and every new address, with the bytes of the upload it shows', () => {
    const base = path.join(ROOT, 'demo', 'attachments');
    const dir = yearsAttachmentsDir(base, { cacheDir });
    const [to, from] = Object.entries(links).find(([, f]) => f.endsWith('.png'))!;
    expect(fs.readFileSync(path.join(dir, to))).toEqual(fs.readFileSync(path.join(base, from)));
    expect(fs.readFileSync(path.join(dir, from))).toEqual(fs.readFileSync(path.join(base, from)));
    expect(fs.existsSync(path.join(dir, 'academic', 'employee'))).toBe(true);
    expect(yearsAttachmentsDir(dir, { cacheDir })).toBe(dir);
  });
});

describe('the switch', () => {
  it('reads DEMO_CONTENT: years, or nothing; anything else refused with a clear message', async () => {
    expect(contentOption({})).toBeNull();
    expect(contentOption({ DEMO_CONTENT: '' })).toBeNull();
    expect(contentOption({ DEMO_CONTENT: ' Years ' })).toBe('years');
    expect(() => contentOption({ DEMO_CONTENT: 'decades' })).toThrow('DEMO_CONTENT: unknown "decades" (use years, or leave it unset)');
    await expect(attachmentsDir({ DEMO_CONTENT: 'lots' }, ROOT)).rejects.toThrow(/DEMO_CONTENT: unknown "lots"/);
    await expect(startDemoServer({ port: 0, content: 'lots' })).rejects.toThrow(/DEMO_CONTENT: unknown "lots"/);
    expect(await attachmentsDir({}, ROOT)).toBe(path.join(ROOT, 'demo', 'attachments'));
  });

  it('the build reads the years of content in-process with PRERENDER_DATA=demo and DEMO_CONTENT=years', async () => {
    // (A stand-in for the server bundle: the operations it builds, each answer taken as it is.)
    const ssr = {
      builtOperationNames: () => ['GetNoticeList', 'GetBannerList'],
      readAnswer: (name: string, body: unknown) => ({ key: name, value: body, fingerprint: name }),
    };
    const read = (env: Record<string, string>) =>
      // (The demo's data reads only these two of the bundle.)
      takeSnapshot({
        ssr: ssr as unknown as Parameters<typeof takeSnapshot>[0]['ssr'],
        source: 'demo',
        root: ROOT,
        publishDir: cacheDir,
        now: NOW,
        env,
      });
    const years = await read({ DEMO_CONTENT: 'years' });
    expect((years.snapshot.GetNoticeList as unknown[]).length).toBe(600);
    expect(years.snapshot.GetNoticeList).toEqual(answers.GetNoticeList);
    expect((years.snapshot.GetBannerList as unknown[]).length).toBeGreaterThan(0);
    const plain = await read({});
    expect((plain.snapshot.GetNoticeList as unknown[]).length).toBe(10);
    await expect(read({ DEMO_CONTENT: 'lots' })).rejects.toThrow(/DEMO_CONTENT: unknown "lots"/);
  });

  it('the demo back-end answers with years of content and serves the new picture addresses', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'years-data-'));
    const srv = await startDemoServer({ port: 0, dataDir, content: 'years' });
    try {
      const post = (op: string, body = {}) =>
        fetch(`${srv.url}/v1/General/${op}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const notices = await (await post('GetNoticeList')).json();
      expect(notices).toHaveLength(600);
      const paged = await (await post('GetNoticeList', { paging: true, pageNumber: 2, rowsOfPage: 50 })).json();
      expect(paged.TotalRows).toBe(600);
      expect(paged.DataColl[0].NoticeId).toBe(notices[50].NoticeId);
      const albums = await (await post('GetGalleryList')).json();
      expect(albums).toHaveLength(60);
      const photo = albums[0].ImageColl[39].DocPath.replace(/\\/g, '/');
      const res = await fetch(srv.url + photo);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      // The other operations are the fixtures'.
      const banners = await (await post('GetBannerList')).json();
      expect(banners).toEqual(JSON.parse(fs.readFileSync(path.join(FIXTURES, 'GetBannerList.json'), 'utf8')));
    } finally {
      await srv.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
