// Publishing proportional to what changed (issue 41): a rebuild renders every page, but writes and
// compresses only those whose files changed; the rest of the release is the live one's files
// (hard links, scripts/build/page-reuse.ts), their archived data files included; a page whose
// inputs did not change and that drew no date is not even rendered. One site, three rebuilds
// against the demo fixtures: nothing new; one notice more and a news item edited; both undone.
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, liveRelease } from '../../scripts/publish/release.ts';
import { expect, test } from './fixtures.mjs';
import { SITE_URL, livePages, liveFile, ownSite, publish } from './publish-support.mjs';
import { fixturesWith } from './support.mjs';

test.describe.configure({ timeout: 600_000 });

/** The new notice, as the ERP lists it (valid for a year: no build of this test sees it expire). */
const NOTICE = {
  NoticeId: 990,
  HeadLine: 'Sports week starts on Monday',
  Description: 'Every class plays on the school ground.',
  NoticeDate: new Date().toISOString().slice(0, 19),
  PublishOn: new Date().toISOString().slice(0, 19),
  PublishTime: new Date().toISOString().slice(0, 19),
  ValidUpto: new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10) + 'T00:00:00',
  OrderNo: 0,
  ImagePath: '',
  Content: '<p>Sports week starts on Monday.</p>',
  IsRead: false,
  ShowInApp: true,
  ShowInWebsite: true,
  AttachmentColl: [],
  IsSuccess: false,
  ResponseMSG: null,
  EntityId: 0,
  CUserName: null,
  ExpireDateTime: null,
};

/** Every file of the live site but its archive (_b/), with its inode. */
function inodes(site) {
  const root = liveRelease(site.L).site;
  return new Map(filesUnder(root, new Set(['_b'])).map((rel) => [rel, statSync(join(root, rel)).ino]));
}
/** The service worker's version in the live site. */
const workerVersion = (site) => /const __VERSION__ = "([0-9a-f]+)"/.exec(liveFile(site, 'sw.js'))?.[1];
/** Files a rebuild writes again whatever changed (each carries its build's stamp, or lists every page). */
const REWRITTEN = /^((ne\/)?404\.html|sitemap\.xml|robots\.txt|sw\.js)(\.br|\.gz)?$/;

/** Each live page's archived data file, as its HTML names it (/_b/<build>/…/page-data.json), is there. */
function archivedDataOfEveryPage(site) {
  const missing = [];
  for (const p of livePages(site)) {
    const dir = decodeURIComponent(p).split('/').filter(Boolean).join('/');
    const html = liveFile(site, dir ? `${dir}/index.html` : 'index.html');
    // (Its build's folder, then the page's own path, as the page writer names it.)
    const stamp = /data-rest="\/_b\/(\d+)\//.exec(html)?.[1];
    if (!stamp || liveFile(site, `_b/${stamp}/${dir ? `${dir}/` : ''}page-data.json`) === null) missing.push(`${p}: ${stamp}`);
  }
  return missing;
}

test('a rebuild with nothing new writes no page; one notice more changes only its pages and the lists that show it; withdrawn, its pages leave', async () => {
  const site = ownSite();
  // (A news item's page draws no date: rendered again only because its data changed.)
  const EDIT = 'Edited after the build.';
  const withNotice = fixturesWith({
    GetNoticeList: (list) => [NOTICE, ...list],
    GetNewsList: (list) => list.map((n, i) => (i === 0 ? { ...n, Description: `${n.Description}<p>${EDIT}</p>` } : n)),
  });
  const demo = { PRERENDER_DATA: 'demo' };
  try {
    // The first rebuild renders as of now (the build may be of another day: a calendar's today).
    const first = await publish(site, ['--pages'], { env: demo });
    expect(first.code, first.out).toBe(0);
    const pages0 = livePages(site);
    const files0 = inodes(site);
    const version0 = workerVersion(site);

    // Nothing new: every page is the live one's files, compressed copies and all.
    const same = await publish(site, ['--pages'], { env: demo });
    expect(same.code, same.out).toBe(0);
    expect(same.report.pages).toMatchObject({ count: pages0.length, added: [], removed: [], changed: [], reused: pages0.length });
    // (Only the pages that draw a date are rendered: the notices, the calendar, home.)
    expect(same.report.pages.unrendered).toBeGreaterThan(pages0.length / 2);
    const files1 = inodes(site);
    expect([...files1.keys()].sort()).toEqual([...files0.keys()].sort());
    const anew = [...files1].filter(([rel, ino]) => files0.get(rel) !== ino).map(([rel]) => rel);
    expect(anew.filter((rel) => !REWRITTEN.test(rel))).toEqual([]);
    expect(workerVersion(site)).toBe(version0);
    expect(archivedDataOfEveryPage(site)).toEqual([]);

    // One notice more, a news item edited: the notice's pages are added; the pages that changed are
    // those that show one or the other, the news item's among them.
    const more = await publish(site, ['--pages'], { env: { ...demo, DEMO_FIXTURES: withNotice } });
    expect(more.code, more.out).toBe(0);
    const address = `/media/notice/990/${encodeURIComponent(NOTICE.HeadLine)}`;
    const noticePages = [address, `/ne${address}`];
    expect(more.report.pages.added).toEqual(noticePages);
    expect(more.report.pages.removed).toEqual([]);
    const changed = more.report.pages.changed;
    expect(changed.length).toBeGreaterThan(0);
    expect(more.report.pages.reused).toBe(pages0.length - changed.length);
    for (const p of changed) {
      const dir = decodeURIComponent(p).split('/').filter(Boolean).join('/');
      const files = ['index.html', 'later.html', 'page-data.json'].map((f) => liveFile(site, dir ? `${dir}/${f}` : f) ?? '');
      const text = files.join('');
      expect(text.includes(NOTICE.HeadLine) || text.includes(EDIT), `${p} changed without showing the notice or the edit`).toBe(true);
    }
    expect(changed.filter((p) => /^(\/ne)?\/media\/news\/\d+\//.test(p)).length).toBeGreaterThanOrEqual(2);
    const files2 = inodes(site);
    const pageDir = (rel) => rel.replace(/\/?[^/]*$/, '');
    const changedDirs = new Set([...changed, ...noticePages].map((p) => decodeURIComponent(p).split('/').filter(Boolean).join('/')));
    const touched = [...files2].filter(([rel, ino]) => files1.get(rel) !== ino).map(([rel]) => rel);
    // (The feeds list the notices and the news, and the search index holds every item: they
    // change with them, and nothing else outside the changed pages does.)
    const LISTS = /^((ne\/)?feeds\/|pagefind\/)/;
    expect(touched.filter((rel) => !REWRITTEN.test(rel) && !LISTS.test(rel) && !changedDirs.has(pageDir(rel)))).toEqual([]);
    expect(touched.filter((rel) => LISTS.test(rel)).length).toBeGreaterThan(0);
    expect(liveFile(site, `media/notice/990/${NOTICE.HeadLine}/index.html`)).toContain(NOTICE.HeadLine);
    expect(liveFile(site, 'sitemap.xml')).toContain(`${SITE_URL}${address}<`);
    expect(workerVersion(site)).not.toBe(version0);
    expect(archivedDataOfEveryPage(site)).toEqual([]);

    // Withdrawn, and the edit undone: its pages leave, with their archived files; the lists are as they were.
    const gone = await publish(site, ['--pages'], { env: demo });
    expect(gone.code, gone.out).toBe(0);
    expect(gone.report.pages.removed).toEqual(noticePages);
    expect([...gone.report.pages.changed].sort()).toEqual([...changed].sort());
    expect(livePages(site)).toEqual(pages0);
    const root = liveRelease(site.L).site;
    expect(filesUnder(root).filter((rel) => rel.includes('notice/990'))).toEqual([]);
    expect(readFileSync(join(root, 'sitemap.xml'), 'utf8')).not.toContain('/media/notice/990/');
    expect(workerVersion(site)).toBe(version0);
    expect(archivedDataOfEveryPage(site)).toEqual([]);
  } finally {
    rmSync(withNotice, { recursive: true, force: true });
    site.remove();
  }
});
