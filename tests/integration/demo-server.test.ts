// @vitest-environment node
// The demo back-end (demo/server.mjs) answers like the real ERP (shared/contract/API.md):
// shapes, errors, failure modes, submissions, attachments and the static site.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startDemoServer, OPERATIONS, DOWNLOAD_HEADERS, SVG_HEADERS, type DemoServer } from '@demo/server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'demo/fixtures');
const ATTACHMENTS = path.join(ROOT, 'demo/attachments');
const TODAY = Date.parse('2026-11-22T00:00:00');

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const tmpDirs: string[] = [];
function tmpDir(prefix: string): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `demo-${prefix}-`));
  tmpDirs.push(d);
  return d;
}

async function call(base: string, op: string, body: unknown = { branchCode: '01' }, method = 'POST') {
  const res = await fetch(`${base}/v1/${op}`, {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/json' } : undefined,
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
  const text = await res.text();
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
const general = (base: string, op: string, body?: unknown) => call(base, `General/${op}`, body);

const ARRAY_OPS = [
  'GetSliderList',
  'GetNewsList',
  'GetDownloadList',
  'GetProgramList',
  'GetDisclosureList',
  'GetSyllabusPlanList',
  'GetAchievmentList',
  'GetNewsCategoryList',
  'GetNoticeList',
  'GetVideosList',
  'GetServicesAndFacilitiesList',
  'GetAcademicProgramList',
  'GetExecutiveMemberList',
  'GetAcademicCalendar',
  'GetEventHoliday',
  'GetGalleryList',
  'GetBannerList',
];

let server: DemoServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = tmpDir('data');
  server = await startDemoServer({ port: 0, dataDir, fail: 0, delayMs: 0 });
});
afterAll(async () => {
  await server.close();
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('contract shapes from the default fixtures', () => {
  it.each(ARRAY_OPS)('%s answers a bare JSON array', async (op) => {
    const r = await general(server.url, op);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(Array.isArray(r.json)).toBe(true);
    expect(r.json.length).toBeGreaterThan(0);
  });

  it('serves the fixture bytes verbatim', async () => {
    const r = await general(server.url, 'GetSliderList');
    expect(r.text).toBe(fs.readFileSync(path.join(FIXTURES, 'GetSliderList.json'), 'utf8'));
  });

  it('matches paths case-insensitively, like ASP.NET', async () => {
    const r = await call(server.url, 'general/getsliderlist');
    expect(r.status).toBe(200);
    expect(r.json).toHaveLength(3);
  });

  it('GetAllThemeConfig: wrapper whose DataColl is one object', async () => {
    const { json } = await general(server.url, 'GetAllThemeConfig');
    expect(Object.keys(json)).toEqual(['ResponseMSG', 'IsSuccess', 'DataColl']);
    expect(json.IsSuccess).toBe(true);
    expect(Array.isArray(json.DataColl)).toBe(false);
    expect(json.DataColl.PrimaryColor).toMatch(/^#[0-9A-F]{6}$/i);
    expect(json.DataColl).not.toHaveProperty('TranId');
  });

  it.each(['GetTestimonial', 'GetSocialMedia', 'GetAppCMSFeatures'])('%s: wrapper with a DataColl array', async (op) => {
    const { json } = await general(server.url, op);
    expect(json.IsSuccess).toBe(true);
    expect(json.ResponseMSG).toBe('Success');
    expect(Array.isArray(json.DataColl)).toBe(true);
    expect(json.DataColl.length).toBeGreaterThan(0);
  });

  it('GetIntroduction: named lists, staff grouped by department', async () => {
    const { json } = await general(server.url, 'GetIntroduction');
    expect(Object.keys(json)).toEqual([
      'ResponseMSG',
      'IsSuccess',
      'VisionList',
      'FounderMSGList',
      'StaffList',
      'CommitteList',
      'TestimonialList',
    ]);
    expect(json.VisionList).toHaveLength(3);
    expect(json.FounderMSGList.map((f: Json) => f.Designation)).toEqual(['Chairman', 'Principal', 'Mentor']);
    expect(Math.max(...json.FounderMSGList.map((f: Json) => f.Description.length))).toBeGreaterThan(1000);
    expect(json.StaffList).toHaveLength(3);
    for (const g of json.StaffList) expect(Object.keys(g)).toEqual(['Department', 'EmpColl']);
    expect(json.StaffList.flatMap((g: Json) => g.EmpColl)).toHaveLength(10);
    expect(json.CommitteList).toHaveLength(6);
    expect(json.TestimonialList).toHaveLength(6);
    const item = json.StaffList[0].EmpColl[0];
    expect(item).toMatchObject({ IsSuccess: false, ResponseMSG: null, ErrorNumber: 0, EntityId: 0, ResponseId: '0' });
    expect(item.SocialMediaColl[0]).toMatchObject({ SocialMediaId: 0, IsActive: false });
    expect(item.SocialMediaColl[0]).toHaveProperty('UrlPath');
  });

  it('GetWhoWeAre: AboutDet, lists and ContactDet on a bare object', async () => {
    const { json } = await general(server.url, 'GetWhoWeAre');
    expect(Object.keys(json)).toEqual([
      'AboutDet',
      'AdmissionProcedureList',
      'RulesRegulationList',
      'ContactDet',
      'IsSuccess',
      'ResponseMSG',
    ]);
    expect(json.AdmissionProcedureList).toHaveLength(5);
    expect(json.RulesRegulationList).toHaveLength(4);
    expect(json.AdmissionProcedureList[0]).not.toHaveProperty('SubmenuTitle');
    expect(json.ContactDet.OpeningHours).toBe('9-4');
  });

  it('GetContactUs and GetAboutCompany: bare objects with inherited success', async () => {
    const contact = (await general(server.url, 'GetContactUs')).json;
    expect(contact).toMatchObject({ IsSuccess: true, ResponseMSG: 'Success', OpeningHours: '9-4', GuId: null });
    expect(contact.MapUrl).toMatch(/^<iframe src="https:\/\/www\.google\.com\/maps\/embed\?pb=.*><\/iframe>$/);
    const about = (await general(server.url, 'GetAboutCompany')).json;
    expect(about).toMatchObject({
      IsSuccess: true,
      ResponseMSG: 'Success',
      Name: 'Himalaya Vidya Mandir',
      Slogan: 'Learning with roots, growing with wings',
    });
    expect(about).toHaveProperty('EmalId');
    expect(about).not.toHaveProperty('EmailId');
    expect(about.Content.length).toBeGreaterThan(1200);
    expect(about.Content).toContain('docs-internal-guid-');
    expect(about.LogoPath).toMatch(/^\\Attachments\\appcms\\[0-9a-f-]{36}\.png$/);
  });

  it('Admin/GetBirthDayList: employees with Designation, students with class and section', async () => {
    const { status, json } = await call(server.url, 'Admin/GetBirthDayList', { dateFrom: null, dateTo: null });
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(['EmployeeColl', 'StudentColl', 'IsSuccess', 'ResponseMSG']);
    expect(json.EmployeeColl).toHaveLength(3);
    expect(json.StudentColl).toHaveLength(5);
    for (const e of json.EmployeeColl) expect(e.Designation).toBeTruthy();
    for (const s of json.StudentColl) {
      expect(s).not.toHaveProperty('Designation');
      expect(s.ClassName).toBeTruthy();
      expect(s).toHaveProperty('FatherName'); // personal fields the site must drop
      expect(s).toHaveProperty('ContactNo');
    }
  });

  it('notices: HeadLine and ValidUpto, 8 current and 2 expired on 2026-11-22', async () => {
    const { json } = await general(server.url, 'GetNoticeList');
    expect(json).toHaveLength(10);
    for (const n of json) {
      expect(n).toHaveProperty('HeadLine');
      expect(n).not.toHaveProperty('Headline');
      expect(n).toHaveProperty('ValidUpto');
    }
    const current = json.filter((n: Json) => n.ValidUpto === null || Date.parse(n.ValidUpto) >= TODAY);
    expect(current.length).toBeGreaterThanOrEqual(8);
    expect(json.filter((n: Json) => n.ValidUpto !== null && Date.parse(n.ValidUpto) < TODAY)).toHaveLength(2);
    expect(json.some((n: Json) => n.ValidUpto === null)).toBe(true);
  });

  it('GetNoticeList with paging:true answers the paging wrapper', async () => {
    const all = (await general(server.url, 'GetNoticeList')).json;
    const { json } = await general(server.url, 'GetNoticeList', { branchCode: '01', paging: true, pageNumber: 2, rowsOfPage: 3 });
    expect(Object.keys(json)).toEqual(['IsSuccess', 'ResponseMSG', 'TotalRows', 'DataColl']);
    expect(json.TotalRows).toBe(10);
    expect(json.DataColl).toEqual(all.slice(3, 6));
  });

  it('fixture quantities and quirks', async () => {
    const get = async (op: string) => (await general(server.url, op)).json;
    expect(await get('GetSliderList')).toHaveLength(3);
    expect(await get('GetBannerList')).toHaveLength(2);
    const news = await get('GetNewsList');
    expect(news).toHaveLength(8);
    expect(new Set(news.map((n: Json) => n.Category)).size).toBe(3);
    expect(news[0]).toHaveProperty('Headline');
    expect(news.some((n: Json) => n.PublishedDate === '0001-01-01T00:00:00')).toBe(true);
    const programs = await get('GetProgramList');
    expect(programs).toHaveLength(4);
    expect(programs.some((p: Json) => p.OrderNo === null)).toBe(true);
    const plans = await get('GetSyllabusPlanList');
    expect(plans.map((p: Json) => p.Program).sort()).toEqual(programs.map((p: Json) => p.Name).sort());
    expect(plans[0].DetailsColl[0].TopicColl.length).toBeGreaterThan(0);
    const videos = await get('GetVideosList');
    expect(videos).toHaveLength(5);
    expect(videos.some((v: Json) => v.AddUrl.includes('##') && v.UrlColl.length === 2)).toBe(true);
    expect(videos.some((v: Json) => v.AddUrl.startsWith('https://youtu.be/'))).toBe(true);
    const albums = await get('GetGalleryList');
    expect(albums.filter((a: Json) => a.ImageColl.length === 0)).toHaveLength(1);
    for (const a of albums.filter((x: Json) => x.ImageColl.length)) expect(a.ImageColl.length).toBeGreaterThanOrEqual(4);
    const social = (await get('GetSocialMedia')).DataColl;
    for (const name of ['Facebook', 'Youtube', 'Instagram', 'Twitter', 'Whatsapp', 'Linkedin']) {
      expect(social.find((s: Json) => s.Name === name)).toMatchObject({ IsActive: true, URLPath: expect.stringMatching(/^https:\/\//) });
    }
    expect(social.some((s: Json) => !s.IsActive)).toBe(true);
    expect(social.some((s: Json) => s.URLPath === '')).toBe(true);
    expect(social.some((s: Json) => s.Name === 'TikTok')).toBe(true);
    const features = (await get('GetAppCMSFeatures')).DataColl;
    expect(
      features
        .filter((f: Json) => !f.IsActive)
        .map((f: Json) => f.Name)
        .sort(),
    ).toEqual(['Merit Achievers', 'Proud Alumni']);
    expect(await get('GetExecutiveMemberList')).toHaveLength(6);
    expect((await get('GetExecutiveMemberList'))[0]).toHaveProperty('Contact');
    expect(await get('GetAchievmentList')).toHaveLength(5);
    expect(await get('GetDownloadList')).toHaveLength(5);
    expect(await get('GetServicesAndFacilitiesList')).toHaveLength(5);
    expect(await get('GetAcademicProgramList')).toHaveLength(4);
    expect(await get('GetDisclosureList')).toHaveLength(2);
    expect((await get('GetTestimonial')).DataColl).toHaveLength(6);
  });

  it('GetAcademicCalendar: BS 2083 with real month lengths and weekdays', async () => {
    const bs = createRequire(import.meta.url)('bikram-sambat') as {
      daysInMonth(y: number, m: number): number;
      toGreg_text(y: number, m: number, d: number): string;
    };
    const { json } = await general(server.url, 'GetAcademicCalendar');
    expect(json.map((m: Json) => m.MonthId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(json.map((m: Json) => m.DaysInMonth)).toEqual([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]);
    const ids = new Set<number>();
    for (const m of json) {
      expect(m.DaysInMonth).toBe(bs.daysInMonth(2083, m.MonthId));
      const first = bs.toGreg_text(2083, m.MonthId, 1);
      expect(m.DataColl[0].AD_Date).toBe(`${first}T00:00:00`);
      expect(m.StartDayId).toBe(new Date(`${first}T00:00:00Z`).getUTCDay() + 1);
      expect(m.BlankDaysColl).toHaveLength(m.StartDayId - 1);
      expect(m.DataColl).toHaveLength(m.DaysInMonth);
      for (const d of m.DataColl) expect(d.IsWeekend).toBe(d.DayId === 7);
      expect(m.EventColl).toEqual(m.DataColl.flatMap((d: Json) => d.EventColl));
      for (const e of m.EventColl) {
        ids.add(e.EventHolidayId);
        expect(['Holiday', 'Exam', 'Event', 'Meeting']).toContain(e.EventType);
        expect(e.ColorCode).toMatch(/^#[0-9A-F]{6}$/i);
        expect(e).not.toHaveProperty('Id');
      }
    }
    expect(ids.size).toBeGreaterThanOrEqual(20);
  });

  it('every attachment path named in a fixture exists on disk', () => {
    const paths = new Set<string>();
    const walk = (v: unknown) => {
      if (typeof v === 'string' && v.startsWith('\\Attachments\\')) paths.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    for (const f of fs.readdirSync(FIXTURES).filter((x) => x.endsWith('.json'))) {
      walk(JSON.parse(fs.readFileSync(path.join(FIXTURES, f), 'utf8')));
    }
    expect(paths.size).toBeGreaterThan(50);
    const missing = [...paths].filter((p) => !fs.existsSync(path.join(ATTACHMENTS, ...p.split('\\').slice(2))));
    expect(missing).toEqual([]);
  });

  it('the attachments folder stays under 2 MB', () => {
    let total = 0;
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(d, e.name));
        else total += fs.statSync(path.join(d, e.name)).size;
      }
    };
    walk(ATTACHMENTS);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('ASP.NET framework answers', () => {
  it('GET on an operation answers 405', async () => {
    const r = await call(server.url, 'General/GetSliderList', undefined, 'GET');
    expect(r.status).toBe(405);
    expect(r.json).toEqual({ Message: "The requested resource does not support http method 'GET'." });
  });

  it('an unknown operation answers 404 with the request URI', async () => {
    const r = await general(server.url, 'GetNothing');
    expect(r.status).toBe(404);
    expect(r.json.Message).toBe(`No HTTP resource was found that matches the request URI '${server.url}/v1/General/GetNothing'.`);
    expect((await call(server.url, 'Admin/GetSliderList')).status).toBe(404);
  });

  it('answers CORS preflight', async () => {
    const res = await fetch(`${server.url}/v1/General/GetSliderList`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
  });
});

describe('fixture folder variations', () => {
  let srv: DemoServer;
  let fixtures: string;
  beforeAll(async () => {
    fixtures = tmpDir('fixtures');
    fs.writeFileSync(path.join(fixtures, 'GetNewsList.json'), '{"not json');
    fs.writeFileSync(path.join(fixtures, 'GetBannerList.json'), '[]');
    fs.writeFileSync(path.join(fixtures, 'GetBannerList.status'), '503\n');
    fs.writeFileSync(path.join(fixtures, 'GetVideosList.hang'), '');
    srv = await startDemoServer({ port: 0, fixtures, dataDir: tmpDir('data2') });
  });
  afterAll(() => srv.close());

  it('a missing fixture answers the back-end no-data shape', async () => {
    for (const op of ARRAY_OPS.filter((o) => !['GetNewsList', 'GetBannerList', 'GetVideosList'].includes(o))) {
      expect((await general(srv.url, op)).json, op).toEqual([]);
    }
    expect((await general(srv.url, 'GetAllThemeConfig')).json).toMatchObject({ IsSuccess: true, DataColl: { PrimaryColor: '' } });
    expect((await general(srv.url, 'GetTestimonial')).json).toEqual({ ResponseMSG: 'Success', IsSuccess: true, DataColl: [] });
    expect((await general(srv.url, 'GetSocialMedia')).json).toEqual({ IsSuccess: true, ResponseMSG: 'Success', DataColl: [] });
    expect((await general(srv.url, 'GetAppCMSFeatures')).json).toEqual({ IsSuccess: true, ResponseMSG: 'Success', DataColl: [] });
    expect((await general(srv.url, 'GetIntroduction')).json).toMatchObject({ IsSuccess: true, VisionList: [], StaffList: [] });
    expect((await general(srv.url, 'GetContactUs')).json).toMatchObject({ IsSuccess: true, Address: '', MapUrl: '' });
    expect((await general(srv.url, 'GetAboutCompany')).json).toMatchObject({ IsSuccess: true, Name: '', Content: '' });
    expect((await general(srv.url, 'GetWhoWeAre')).json).toMatchObject({ IsSuccess: true, AdmissionProcedureList: [] });
    expect((await call(srv.url, 'Admin/GetBirthDayList')).json).toEqual({
      EmployeeColl: [],
      StudentColl: [],
      IsSuccess: true,
      ResponseMSG: 'Success',
    });
    for (const [op, spec] of Object.entries(OPERATIONS)) {
      if (op === 'FeedbackSuggestion' || ['GetNewsList', 'GetBannerList', 'GetVideosList'].includes(op)) continue;
      const r = await call(srv.url, op.includes('.') ? op.replace('.', '/') : `General/${op}`);
      expect(r.json, op).toEqual(spec.empty);
    }
  });

  it('sends a fixture that is not JSON as it is', async () => {
    const r = await general(srv.url, 'GetNewsList');
    expect(r.status).toBe(200);
    expect(r.text).toBe('{"not json');
  });

  it('a .status file forces the HTTP status', async () => {
    const r = await general(srv.url, 'GetBannerList');
    expect(r.status).toBe(503);
    expect(r.json).toEqual([]);
  });

  it('a .hang file never answers, and close() still ends cleanly', async () => {
    await expect(
      fetch(`${srv.url}/v1/General/GetVideosList`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(250) }),
    ).rejects.toThrow();
    const own = await startDemoServer({ port: 0, fixtures, dataDir: tmpDir('data3') });
    const pending = fetch(`${own.url}/v1/General/GetVideosList`, { method: 'POST', body: '{}' }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    await own.close();
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(await pending).toBe('dropped');
  });
});

describe('failure and delay on demand', () => {
  it("fail: 'all' answers each operation's real failure shape", async () => {
    process.env.DEMO_FAIL = 'all'; // the environment variable is honoured too
    const srv = await startDemoServer({ port: 0, dataDir: tmpDir('fail') });
    delete process.env.DEMO_FAIL;
    try {
      const theme = await general(srv.url, 'GetAllThemeConfig');
      expect(theme.status).toBe(500);
      expect(theme.json).toEqual({ Message: 'An error has occurred.' });
      const bday = await call(srv.url, 'Admin/GetBirthDayList');
      expect(bday.status).toBe(400);
      expect(bday.json.Message).toMatch(/^Invalid Data /);
      for (const op of ARRAY_OPS.filter((o) => o !== 'GetAcademicCalendar' && o !== 'GetEventHoliday')) {
        const r = await general(srv.url, op);
        expect([r.status, r.json], op).toEqual([200, []]);
      }
      expect((await general(srv.url, 'GetTestimonial')).json).toEqual([]);
      expect((await general(srv.url, 'GetSocialMedia')).json).toEqual([]);
      expect((await general(srv.url, 'GetAppCMSFeatures')).json).toMatchObject({ IsSuccess: false, DataColl: [] });
      for (const op of ['GetContactUs', 'GetAboutCompany', 'GetWhoWeAre', 'GetIntroduction', 'GetAcademicCalendar', 'GetEventHoliday']) {
        const r = await general(srv.url, op);
        expect(r.status, op).toBe(200);
        expect(Object.keys(r.json), op).toEqual(['IsSuccess', 'ResponseMSG']);
        expect(r.json.IsSuccess, op).toBe(false);
      }
      const fb = await general(srv.url, 'FeedbackSuggestion', { PassKey: 'demo-pass-key', Name: 'A', ContactNo: '98', Feedback: 'x' });
      expect(fb.status).toBe(200);
      expect(fb.json.IsSuccess).toBe(false);
    } finally {
      await srv.close();
    }
  });

  it('fail can name operations, and update() changes it while running', async () => {
    server.update({ fail: 'GetSliderList' });
    try {
      expect((await general(server.url, 'GetSliderList')).json).toEqual([]);
      expect((await general(server.url, 'GetBannerList')).json).toHaveLength(2);
    } finally {
      server.update({ fail: 0 });
    }
    expect((await general(server.url, 'GetSliderList')).json).toHaveLength(3);
  });

  it('delayMs delays every API answer', async () => {
    const srv = await startDemoServer({ port: 0, delayMs: 150, dataDir: tmpDir('delay') });
    try {
      const t0 = Date.now();
      await general(srv.url, 'GetSliderList');
      expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    } finally {
      await srv.close();
    }
  });
});

describe('FeedbackSuggestion', () => {
  const good = {
    PassKey: 'demo-pass-key',
    Name: 'Sita Rai',
    ContactNo: '9841000000',
    Email: 'sita@example.com',
    Feedback: 'Lovely school',
    branchCode: '01',
  };

  it('records a valid submission without the PassKey', async () => {
    const r = await general(server.url, 'FeedbackSuggestion', good);
    expect([r.status, r.json]).toEqual([200, { IsSuccess: true, ResponseMSG: 'Success' }]);
    const lines = fs.readFileSync(path.join(dataDir, 'feedback.jsonl'), 'utf8').trim().split('\n');
    const rec = JSON.parse(lines[lines.length - 1]);
    expect(rec).toMatchObject({ Name: 'Sita Rai', Feedback: 'Lovely school', Email: 'sita@example.com' });
    expect(rec).not.toHaveProperty('PassKey');
    expect(Number.isNaN(Date.parse(rec.receivedAt))).toBe(false);
  });

  it('refuses a wrong PassKey, bad data and missing fields, always with HTTP 200', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...good, PassKey: 'nope' }, 'Invalid PassKey'],
      [{ Name: 'x' }, 'Invalid PassKey'],
      ['', 'Invalid Data'],
      ['{broken', 'Invalid Data'],
      [{ ...good, Feedback: '  ' }, 'Please enter all the required fields'],
      [{ PassKey: 'demo-pass-key', Name: 'A' }, 'Please enter all the required fields'],
    ];
    for (const [body, msg] of cases) {
      const r = await general(server.url, 'FeedbackSuggestion', body);
      expect([r.status, r.json], String(msg)).toEqual([200, { IsSuccess: false, ResponseMSG: msg }]);
    }
  });
});

// /api/forms/{name}: tests/integration/demo-forms.test.ts

describe('attachments', () => {
  it('serves images with their content type, every other file as bytes to download', async () => {
    const about = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'GetAboutCompany.json'), 'utf8'));
    const res = await fetch(server.url + about.LogoPath.replace(/\\/g, '/'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const downloads = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'GetDownloadList.json'), 'utf8'));
    const types = await Promise.all(
      downloads.map(async (d: Json) => (await fetch(server.url + d.AttachmentPath.replace(/\\/g, '/'))).headers.get('content-type')),
    );
    expect(new Set(types)).toEqual(new Set(['application/octet-stream', 'image/jpeg']));
  });

  it('refuses path traversal and answers 404 for unknown files', async () => {
    for (const p of [
      '/Attachments/..%2f..%2fpackage.json',
      '/Attachments/appcms/..%2F..%2Fserver.mjs',
      '/Attachments/%2e%2e/server.mjs',
      '/Attachments/appcms/..%5c..%5cserver.mjs',
    ]) {
      const res = await fetch(server.url + p);
      expect(res.status, p).not.toBe(200);
    }
    expect((await fetch(`${server.url}/Attachments/appcms/nope.png`)).status).toBe(404);
  });
});

describe('static site', () => {
  let srv: DemoServer;
  beforeAll(async () => {
    const dist = tmpDir('dist');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app");'.repeat(200));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    srv = await startDemoServer({ port: 0, staticDir: dist, dataDir: tmpDir('data4'), headers: { 'X-Frame-Options': 'SAMEORIGIN' } });
  });
  afterAll(() => srv.close());

  it('serves index.html without caching and falls back to it for routes', async () => {
    for (const p of ['/', '/media/news', '/media/notice/204/Library.week-book-donation', '/who-we-are/about-us?x=1']) {
      const res = await fetch(srv.url + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(await res.text(), p).toContain('<div id="root">');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('serves assets with long cache headers and 404 for missing files', async () => {
    const js = await fetch(`${srv.url}/assets/app-1a2b3c.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await js.text()).startsWith('console.log')).toBe(true);
    expect((await fetch(`${srv.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${srv.url}/missing.png`)).status).toBe(404);
    expect((await fetch(`${srv.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('still answers the API and attachments beside the site', async () => {
    expect((await general(srv.url, 'GetSliderList')).json).toHaveLength(3);
    const about = (await general(srv.url, 'GetAboutCompany')).json;
    expect((await fetch(srv.url + about.LogoPath.replace(/\\/g, '/'))).status).toBe(200);
  });
});

describe('the ERP files, served as docs/deployment.md proxies them', () => {
  it('only the folders the site shows; images as images; anything else bytes to download, in a sandbox', async () => {
    const dir = tmpDir('attachments');
    for (const [file, body] of [
      ['appcms/photo.png', 'png'],
      ['appcms/notice.pdf', '%PDF-1.4'],
      ['appcms/evil.html', '<script>alert(1)</script>'],
      ['appcms/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['appcms/evil.js', 'alert(document.cookie)'],
      ['appcms/evil.css', 'body{background:url(//evil.example/x)}'],
      ['appcms/evil.aspx', '<%@ Page Language="C#" %>'],
      ['appcms/evil.pdf', '<script>alert(1)</script>'],
      ['academic/student/asha.jpg', 'jpg'],
      ['private/salaries.png', 'png'],
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), body);
    }
    // The site's own policy on every response, as the deployment sends it.
    const own = await startDemoServer({
      port: 0,
      attachmentsDir: dir,
      dataDir: tmpDir('att-data'),
      headers: { 'Content-Security-Policy': "default-src 'self'" },
    });
    try {
      const get = (p: string) => fetch(`${own.url}/Attachments/${p}`);
      for (const [image, type] of [
        ['appcms/photo.png', 'image/png'],
        ['academic/student/asha.jpg', 'image/jpeg'],
      ]) {
        const r = await get(image);
        expect(r.status, image).toBe(200);
        expect(r.headers.get('content-type'), image).toBe(type);
        expect(r.headers.get('content-disposition'), image).toBeNull();
        expect(r.headers.get('content-security-policy'), image).toBe("default-src 'self'");
      }
      // A document: as octet-stream with nosniff, whatever it holds, a browser runs none of it.
      for (const other of ['appcms/notice.pdf', 'appcms/evil.pdf']) {
        const r = await get(other);
        expect(r.status, other).toBe(200);
        expect(r.headers.get('content-type'), other).toBe('application/octet-stream');
        expect(r.headers.get('content-disposition'), other).toBe('attachment');
        expect(r.headers.get('content-security-policy'), other).toBe("sandbox; default-src 'none'");
        expect(r.headers.get('x-content-type-options'), other).toBe('nosniff');
      }
      // An SVG can carry script: an image type for <img> (which never runs it), else the same.
      const svg = await get('appcms/evil.svg');
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(svg.headers.get('content-disposition')).toBe('attachment');
      expect(svg.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await get('private/salaries.png')).status).toBe(404);
      expect((await get('appcms/../private/salaries.png')).status).toBe(404);
      // Any other extension is 404 (a script, a page, a style sheet of the site's origin would be
      // trusted by 'self'; IIS would run an .aspx), as is a backslash, which IIS reads as '/'.
      for (const other of ['appcms/evil.html', 'appcms/evil.js', 'appcms/evil.css', 'appcms/evil.aspx'])
        expect((await get(other)).status, other).toBe(404);
      for (const bad of ['appcms%5Cphoto.png', 'appcms/%5c..%5cphoto.png', 'appcms/x%255Cphoto.png'])
        expect((await get(bad)).status, bad).toBe(404);
    } finally {
      await own.close();
    }
  });

  it('docs/deployment.md sends the same headers for them', () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../../docs/deployment.md'), 'utf8');
    const header = (name: string) => name.replace(/(^|-)([a-z])/g, (_, d: string, c: string) => d + c.toUpperCase());
    const nginx = (headers: Record<string, string>) => Object.entries(headers).map(([n, v]) => `add_header ${header(n)} "${v}" always;`);
    // Each set in a location of its own, whole (nginx sends only a location's own add_header lines).
    const locations = doc.split(/\n\s*location\b/);
    for (const [what, headers] of [
      ['other files', DOWNLOAD_HEADERS],
      ['SVGs', SVG_HEADERS],
    ] as const) {
      const lines = nginx(headers);
      expect(
        locations.some((l) => lines.every((line) => l.split(/\n\s*\}/)[0].includes(line))),
        `no nginx location sends ${what} with: ${lines.join(' ')}`,
      ).toBe(true);
    }
    // The ERP's own type never reaches the visitor for those (hidden before the header is set).
    expect(doc.match(/proxy_hide_header Content-Type;/g)?.length).toBeGreaterThanOrEqual(2);
    expect(doc).toMatch(/location \/Attachments\/ \{\s*return 404;/);
  });
});
