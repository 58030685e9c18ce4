// @vitest-environment node
// The bench's years rows (scripts/bench/years.ts): what counts as data and as a read call on the
// back-end, the page sizes read from a build, and the rows printed beside their targets.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { distinctCopies, kindOf, noticeDataFile, pageSizes, readCallOf, yearsTable } from '@scripts/bench/years';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-years-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const write = (rel: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  fs.writeFileSync(path.join(dist, rel), text);
};

describe('what a page view fetches', () => {
  it('counts fetched answers that are not HTML, scripts, styles, fonts or images as data; HTML parts apart', () => {
    expect(kindOf('fetch', 'application/json; charset=utf-8')).toBe('data');
    expect(kindOf('xhr', 'text/plain')).toBe('data');
    expect(kindOf('fetch', 'text/html; charset=utf-8')).toBe('html');
    expect(kindOf('fetch', 'text/javascript')).toBeNull();
    expect(kindOf('fetch', 'image/webp')).toBeNull();
    for (const type of ['document', 'script', 'stylesheet', 'image', 'font']) expect(kindOf(type, 'application/json')).toBeNull();
  });

  it("takes a POST to the back-end's /v1/ for a read call, its forms and the live-only birthdays aside", () => {
    const site = 'http://127.0.0.1:4600';
    const erp = 'https://erp.school.example';
    expect(readCallOf(`${site}/v1/General/GetNoticeList`, 'POST', [site])).toBe('General/GetNoticeList');
    expect(readCallOf(`${erp}/v1/Academic/ClassListForReg`, 'POST', [site, erp])).toBe('Academic/ClassListForReg');
    expect(readCallOf(`${erp}/v1/General/GetNoticeList`, 'POST', [site])).toBeNull();
    expect(readCallOf(`${site}/v1/Admin/GetBirthDayList`, 'POST', [site])).toBeNull();
    expect(readCallOf(`${site}/v1/General/FeedbackSuggestion`, 'POST', [site])).toBeNull();
    expect(readCallOf(`${site}/v1/general/savealumni`, 'POST', [site])).toBeNull();
    expect(readCallOf(`${site}/media/notice/page-data.json`, 'GET', [site])).toBeNull();
  });
});

describe('the sizes of a build', () => {
  it('finds the biggest page by its HTML and by its brotli copy, and a notice page’s data file', () => {
    const big = '<p>' + 'x'.repeat(300_000) + '</p>';
    let seed = 7;
    const noisy = Array.from({ length: 60_000 }, () => ((seed = (seed * 48271) % 2147483647), String.fromCharCode(33 + (seed % 90)))).join(
      '',
    );
    write('index.html', '<a href="/media/notice/5/Exam%20routine/">notice</a>');
    write('media/gallery/index.html', big);
    write('media/gallery/index.html.br', brotliCompressSync(big));
    write('ne/media/news/index.html', noisy);
    write('media/notice/index.html', '<a href="/media/notice/5/Exam%20routine">Exam routine</a>');
    write('media/notice/5/Exam routine/index.html', '<h1>Exam routine</h1>');
    write('media/notice/5/Exam routine/page-data.json', '{"notices":[1,2,3]}');
    write('assets/huge/index.html', 'y'.repeat(900_000)); // (not a page)
    const sizes = pageSizes(dist);
    expect(sizes.count).toBe(5);
    expect(sizes.biggestHtml.path).toBe('/media/gallery');
    expect(sizes.biggestHtml.br).toBe(fs.statSync(path.join(dist, 'media/gallery/index.html.br')).size);
    expect(sizes.biggestBr.path).toBe('/ne/media/news');
    expect(noticeDataFile(dist)).toEqual({ path: '/media/notice/5/Exam%20routine', bytes: 19 });
  });

  it("gives each <img>'s picture copies names of their own, for the estimate of a school's brotli bytes", () => {
    const tag =
      '<img srcset="/img/0123456789abcdef-160.webp 160w, /img/0123456789abcdef-320.webp 320w" src="/img/0123456789abcdef-320.webp">';
    const out = distinctCopies(`${tag}<p>/img/0123456789abcdef-1.webp</p>${tag}<img src="/img/p/0123456789abcdef-160.webp">`);
    const ids = [...out.matchAll(/\/img\/(?:p\/)?([0-9a-f]{16})-/g)].map((m) => m[1]);
    expect(ids).toHaveLength(8);
    // One name per tag, every tag another; text outside a tag and a person's folder (p/) kept.
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(ids[3]).toBe('0123456789abcdef');
    expect(new Set([ids[0], ids[4], ids[7]]).size).toBe(3);
    expect(out).toContain('<img src="/img/p/');
    expect(out).not.toContain('/img/0123456789abcdef-160.webp 160w');
  });

  it('prints each figure beside its target, and says which are missed', () => {
    const lines = yearsTable({
      sizes: {
        count: 2,
        totalHtml: 1,
        biggestHtml: { path: '/media/gallery', html: 996 * 1024, br: 30 * 1024 },
        biggestBr: { path: '/media/gallery', html: 996 * 1024, br: 30 * 1024 },
      },
      noticeData: { path: '/media/notice/5/x', bytes: 20 * 1024 },
      views: {
        home: {
          data: { bytes: 1300 * 1024, count: 9, largest: { bytes: 500 * 1024 } },
          html: { bytes: 0 },
          reads: { 'General/GetNoticeList': 1 },
          readCount: 1,
          readBytes: 500 * 1024,
        },
        'about us': { data: { bytes: 400 * 1024, count: 2, largest: null }, html: { bytes: 0 }, reads: {}, readCount: 0, readBytes: 0 },
      },
    });
    const row = (start: string) => lines.find((l) => l.startsWith(start)) ?? '';
    expect(row('biggest page (HTML)')).toMatch(/996\.0 KB HTML .* 30\.0 KB brotli .*target ≤ 200 KB \/ 40 KB\s+MISSED$/);
    expect(row("notice page's data file")).toMatch(/20\.0 KB .*target ≤ 30 KB\s+ok$/);
    expect(row('home')).toMatch(/1300\.0 KB .* GetNoticeList\s+MISSED$/);
    // (Another page's data is shown, in brackets, but only its read calls have a target.)
    expect(row('about us')).toMatch(/\(400\.0 KB\).*ok$/);
  });
});
