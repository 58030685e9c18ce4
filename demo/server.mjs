// Demo back-end: answers like the school ERP's public CMS API (see shared/contract/API.md)
// from JSON fixture files, takes the ERP's form submissions as the ERP does
// (shared/contract/ERP-FORMS.md, demo/erp-forms.mjs), serves demo attachments, records form
// submissions and can serve a built site. Node built-ins only (with DEMO_PHOTOS=real, sharp
// generates the real-kind uploads: demo/attachments-dir.mjs), and the site's search-index policy
// from the build's own (scripts/build/security-headers.ts, TypeScript: run it through tsx, `node
// --import tsx demo/server.mjs`, as npm run demo and npm start do).
import http from 'node:http';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkSubmission, formSchemaFile, textBodyData } from './forms.mjs';
import { readSubmissions } from './submissions.mjs';
import { listIds, saveAlumni, saveReg, tcccRequest } from './erp-forms.mjs';
import { boundaryOf, parseMultipart } from './multipart.mjs';
import { DEMO_ALUMNI_HASH_KEY, DEMO_FEEDBACK_PASS_KEY, DEMO_TC_PASS_KEY, ERP_DB_ERROR, ERP_RECORDS, ERP_ROUTES } from './erp-constants.mjs';
import os from 'node:os';
import { attachmentsDir } from './attachments-dir.mjs';
import { contentOption, yearsAttachmentsDir, yearsFixturesDir, yearsNow } from './years-content.mjs';
import { SEARCH_INDEX_PATH, searchIndexPolicy } from '../scripts/build/security-headers.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_FORM_BYTES = 10 * 1024 * 1024;
/** The ERP folders the site shows files from (docs/deployment.md proxies these only). */
const SHOWN_ATTACHMENTS = /^\/(appcms|academic\/employee|academic\/student)\//i;
const IMAGE_FILES = /\.(jpe?g|png|gif|webp|avif)$/i;
const SVG_FILES = /\.svg$/i;
/** The other files passed on: documents. Anything else is 404 (IIS would run .aspx, .ashx…). */
const DOCUMENT_FILES = /\.(pdf|docx?|xlsx?|pptx?|odt|ods|odp|rtf|txt|csv|zip)$/i;
/**
 * A file that is not an image: a download of bytes, whatever it holds or the ERP says it is. Its
 * own type would make an uploaded .js a script of the site's origin (script-src 'self' trusts
 * it, and Content-Disposition does not apply to a <script src>); as octet-stream with nosniff no
 * browser runs it as script or style, and opened directly it is saved, in a sandbox if shown.
 */
export const DOWNLOAD_HEADERS = {
  'content-type': 'application/octet-stream',
  'content-disposition': 'attachment',
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
};
/**
 * An SVG can carry script, so it is no safe image: it keeps an image type only so that an <img>
 * (a school's SVG logo) still shows it, and an <img> never runs an SVG's script; opened directly
 * it is a sandboxed download like any other file.
 */
export const SVG_HEADERS = { ...DOWNLOAD_HEADERS, 'content-type': 'image/svg+xml' };
const MAX_API_BYTES = 1024 * 1024;
const DB_ERROR = ERP_DB_ERROR;

const BASE_OK = { IsSuccess: true, ResponseMSG: 'Success' };
const EMPTY_CONTACT = {
  ContactId: null,
  Address: '',
  ContactNo: '',
  EmailId: '',
  OpeningHours: '',
  MapUrl: '',
  GuId: null,
  ...BASE_OK,
  ErrorNumber: 0,
  RId: 0,
  ResponseId: null,
  CUserId: 0,
  EntityId: 0,
  CUserName: null,
  JsonStr: null,
};
const EMPTY_ABOUT = {
  Name: '',
  Address: '',
  PhoneNo: '',
  FaxNo: '',
  EmalId: '',
  WebSite: '',
  LogoPath: '',
  ImagePath: '',
  BannerPath: '',
  Content: '',
  Country: '',
  AffiliatedLogo: '',
  Affiliated: '',
  Slogan: '',
  Established: '',
  SchoolPhoto: '',
  HD_LogoPhoto: '',
  HD_CompanyName: '',
  HD_Slogan: '',
  HD_HeaderIsActive: null,
  HD_NameIsActive: null,
  HD_SloganIsActive: null,
  ...BASE_OK,
  ErrorNumber: 0,
  EntityId: 0,
  CUserName: null,
  JsonStr: null,
};
const dbFail = { IsSuccess: false, ResponseMSG: DB_ERROR };

/**
 * Every operation the demo knows, keyed by its canonical name (the fixture file's base name).
 * empty: body when the fixture file is missing (the real back-end's "no data" answer).
 * fail:  { status, body } for DEMO_FAIL (the real back-end's failure answer, API.md table).
 */
const ARRAY_OP = { empty: [], fail: { status: 200, body: [] } };
const OBJECT_FAIL = { status: 200, body: dbFail };
export const OPERATIONS = {
  GetSliderList: ARRAY_OP,
  GetAllThemeConfig: {
    empty: {
      ResponseMSG: 'Success',
      IsSuccess: true,
      DataColl: { PrimaryColor: '', SecondaryColor: '', ThirdColor: '', FourthColor: '', FifthColor: '', ...BASE_OK },
    },
    fail: { status: 500, body: { Message: 'An error has occurred.' } },
  },
  GetNewsList: ARRAY_OP,
  GetDownloadList: ARRAY_OP,
  GetProgramList: ARRAY_OP,
  GetDisclosureList: ARRAY_OP,
  GetSyllabusPlanList: ARRAY_OP,
  GetAchievmentList: ARRAY_OP,
  GetNewsCategoryList: ARRAY_OP,
  GetNoticeList: ARRAY_OP,
  GetVideosList: ARRAY_OP,
  GetServicesAndFacilitiesList: ARRAY_OP,
  GetAcademicProgramList: ARRAY_OP,
  GetExecutiveMemberList: ARRAY_OP,
  GetIntroduction: {
    empty: {
      ResponseMSG: 'Success',
      IsSuccess: true,
      VisionList: [],
      FounderMSGList: [],
      StaffList: [],
      CommitteList: [],
      TestimonialList: [],
    },
    fail: OBJECT_FAIL,
  },
  GetContactUs: { empty: EMPTY_CONTACT, fail: OBJECT_FAIL },
  GetWhoWeAre: {
    empty: {
      AboutDet: {
        LogoPath: '',
        ImagePath: '',
        BannerPath: '',
        Content: '',
        AffiliatedLogo: '',
        GuId: null,
        SchoolPhoto: '',
        IsSuccess: false,
        ResponseMSG: null,
      },
      AdmissionProcedureList: [],
      RulesRegulationList: [],
      ContactDet: {
        Address: '',
        ContactNo: '',
        EmailId: '',
        OpeningHours: '',
        MapUrl: '',
        GuId: null,
        IsSuccess: false,
        ResponseMSG: null,
      },
      ...BASE_OK,
    },
    fail: OBJECT_FAIL,
  },
  // A database that is down throws into these two controllers' catch blocks.
  GetAcademicCalendar: { empty: [], fail: OBJECT_FAIL },
  GetEventHoliday: { empty: [], fail: OBJECT_FAIL },
  GetGalleryList: ARRAY_OP,
  GetAboutCompany: { empty: EMPTY_ABOUT, fail: OBJECT_FAIL },
  GetBannerList: ARRAY_OP,
  GetTestimonial: { empty: { ResponseMSG: 'Success', IsSuccess: true, DataColl: [] }, fail: { status: 200, body: [] } },
  GetAppCMSFeatures: {
    empty: { IsSuccess: true, ResponseMSG: 'Success', DataColl: [] },
    fail: { status: 200, body: { IsSuccess: false, ResponseMSG: DB_ERROR, DataColl: [] } },
  },
  GetSocialMedia: { empty: { IsSuccess: true, ResponseMSG: 'Success', DataColl: [] }, fail: { status: 200, body: [] } },
  FeedbackSuggestion: { empty: null, fail: { status: 200, body: { IsSuccess: false, ResponseMSG: `${DB_ERROR} (53)` } } },
  'Admin.GetBirthDayList': {
    empty: { EmployeeColl: [], StudentColl: [], IsSuccess: true, ResponseMSG: 'Success' },
    fail: { status: 400, body: { Message: `Invalid Data ${DB_ERROR}` } },
  },
  // The lists the admission inquiry chooses from (ERP-FORMS.md §5), with the ERP's ids.
  'Academic.ClassListForReg': {
    empty: { ResMSG: 'Success', ResStatus: true, TotalRows: 0, DataColl: [] },
    fail: { status: 200, body: { ResMSG: DB_ERROR, ResStatus: false, TotalRows: 0, DataColl: [] } },
  },
  'Academic.GetCasteList': ARRAY_OP, // a database error is swallowed into []
  GetAllDocumentType: { empty: { IsSuccess: true, ResponseMSG: 'Success', DataColl: [] }, fail: OBJECT_FAIL },
};
const OP_BY_LOWER = new Map(Object.keys(OPERATIONS).map((k) => [k.toLowerCase(), k]));

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': JSON_TYPE,
  '.map': JSON_TYPE,
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const COMPRESSIBLE = new Set(['.html', '.htm', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest']);

/**
 * 'br' or 'gzip' when the request accepts it (brotli first: smaller), else null. An encoding the
 * client lists with q=0 is one it refuses.
 */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

function envOptions(env) {
  const o = {};
  if (env.DEMO_FIXTURES) o.fixtures = env.DEMO_FIXTURES;
  if (env.DEMO_DELAY_MS) o.delayMs = Number(env.DEMO_DELAY_MS);
  if (env.DEMO_FAIL) o.fail = env.DEMO_FAIL;
  if (env.DEMO_FAIL_SHAPE) o.failShape = env.DEMO_FAIL_SHAPE;
  if (env.DEMO_DATA) o.dataDir = env.DEMO_DATA;
  if (env.DEMO_PASSKEY) o.passKey = env.DEMO_PASSKEY;
  if (env.DEMO_TC_PASSKEY) o.tcPassKey = env.DEMO_TC_PASSKEY;
  if (env.DEMO_ALUMNI_HASH_KEY) o.alumniHashKey = env.DEMO_ALUMNI_HASH_KEY;
  if (env.DEMO_ATTACHMENTS) o.attachmentsDir = env.DEMO_ATTACHMENTS;
  if (env.DEMO_PHOTOS) o.photos = env.DEMO_PHOTOS;
  if (env.DEMO_CONTENT) o.content = env.DEMO_CONTENT;
  if (env.DEMO_STATIC) o.staticDir = env.DEMO_STATIC;
  if (env.DEMO_LOG) o.log = env.DEMO_LOG === '1' || env.DEMO_LOG === 'true';
  if (env.DEMO_ALLOWED_HOSTS)
    o.allowedHosts = env.DEMO_ALLOWED_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean);
  return o;
}

/** Should this call fail? fail = 'all' | share ('0.3', 0.3) | comma list of operation names. */
function shouldFail(fail, op) {
  if (fail === undefined || fail === null || fail === '' || fail === false) return false;
  if (fail === true || fail === 'all') return true;
  const share = Number(fail);
  if (Number.isFinite(share)) return share >= 1 || (share > 0 && Math.random() < share);
  const names = String(fail)
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return names.includes(op.toLowerCase()) || names.includes(op.replace(/^[A-Za-z]+\./, '').toLowerCase());
}

/**
 * How a failing call fails (DEMO_FAIL_SHAPE, or per operation in DEMO_FAIL: GetNoticeList=hang):
 * contract      the operation's own failure answer (API.md's table: OPERATIONS[op].fail)
 * http-500      HTTP 500 with ASP.NET's error body
 * empty         HTTP 200 with `[]` (what the ERP's data layer answers on an error, contract G3)
 * not-success   HTTP 200 with { IsSuccess: false, ResponseMSG }
 * invalid-json  HTTP 200 with a body cut short
 * garbage       HTTP 200 with JSON of a shape no guard can read (a changed or broken back-end)
 * hang          never answered (a timeout)
 * reset         the connection is dropped (a network failure)
 */
export const FAIL_SHAPES = ['contract', 'http-500', 'empty', 'not-success', 'invalid-json', 'garbage', 'hang', 'reset'];

/**
 * Whether this call fails (shouldFail, with fail's list entries naming a shape of their own:
 * GetSliderList,GetNewsList=hang), and how: the entry's shape, else `shape`; null when it does not.
 */
function failureOf(fail, op, shape = 'contract') {
  if (typeof fail !== 'string' || !fail.includes('=')) return shouldFail(fail, op) ? shape : null;
  const entries = fail.split(',').map((e) => e.split('=').map((s) => s.trim()));
  const own = entries.find(([name]) => shouldFail(name, op));
  return own ? own[1] || shape : null;
}

function isObject(value) {
  return value !== null && typeof value === 'object';
}

/** Case-insensitive lookup of a JSON body member, like ASP.NET model binding. */
function member(body, name) {
  if (!isObject(body) || Array.isArray(body)) return undefined;
  const key = Object.keys(body).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
}

function parseJson(buf) {
  try {
    return { ok: true, value: JSON.parse(buf.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

function exists(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The folder a path names, its links followed (the path itself when it cannot be resolved). */
function realDir(p) {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

/** Resolve a URL path below root; null if it escapes root or is malformed. */
function safeJoin(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  decoded = decoded.replace(/\\/g, '/');
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return null;
  const full = path.resolve(root, ...segments);
  const rootResolved = path.resolve(root);
  if (full !== rootResolved && !full.startsWith(rootResolved + path.sep)) return null;
  return full;
}

/**
 * Start the demo back-end.
 * @param {object} [opts] see demo/README.md; environment variables fill in what opts leave out.
 * @returns {Promise<{url: string, port: number, close(): Promise<void>, update(o: object): void, options: object}>}
 */
export async function startDemoServer(opts = {}) {
  const o = {
    host: '127.0.0.1',
    port: 0,
    fixtures: path.join(HERE, 'fixtures'),
    dataDir: path.join(HERE, 'data'),
    attachmentsDir: path.join(HERE, 'attachments'),
    formsDir: path.join(HERE, '../schemas/forms'),
    delayMs: 0,
    fail: undefined,
    failShape: 'contract',
    passKey: DEMO_FEEDBACK_PASS_KEY,
    tcPassKey: DEMO_TC_PASS_KEY,
    alumniHashKey: DEMO_ALUMNI_HASH_KEY,
    staticDir: undefined,
    headers: {},
    log: false,
    allowedHosts: [],
    maxConnections: 256,
    headersTimeoutMs: 15_000,
    requestTimeoutMs: 120_000,
    idempotencyMax: 1000,
    idempotencyMaxAgeMs: 24 * 60 * 60 * 1000,
    ...envOptions(process.env),
    ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)),
  };
  // DEMO_PHOTOS / photos: the real-kind uploads (generated at the first start, then cached) in
  // place of demo/attachments, unless a folder was given (DEMO_ATTACHMENTS or attachmentsDir wins).
  if (o.photos && opts.attachmentsDir === undefined && !process.env.DEMO_ATTACHMENTS) {
    o.attachmentsDir = await attachmentsDir({ DEMO_PHOTOS: o.photos }, path.join(HERE, '..'), { log: (msg) => console.log(msg) });
  }
  // DEMO_CONTENT=years / content: 'years': a school after a few years on its ERP
  // (demo/years-content.mjs), generated from the fixtures and uploads chosen above, dated from today.
  if (contentOption({ DEMO_CONTENT: o.content }) === 'years') {
    const base = o.fixtures;
    o.fixtures = yearsFixturesDir({ fixtures: base, now: yearsNow() });
    o.attachmentsDir = yearsAttachmentsDir(o.attachmentsDir, { fixtures: base });
  }
  const sockets = new Set();
  const timers = new Set();
  const compressedCache = new Map();
  const formIds = new Map();
  let closed = false;

  const wait = (ms) =>
    new Promise((resolve) => {
      if (!(ms > 0) || closed) return resolve();
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  /** The response's headers: its own, then the server's (the site's security headers), then what must win over those. */
  function baseHeaders(extra, override = {}) {
    const out = {};
    for (const [k, v] of Object.entries({ ...extra, ...o.headers, ...override })) out[k.toLowerCase()] = v;
    return out;
  }

  function send(res, status, body, headers = {}, override = {}) {
    if (res.headersSent || res.destroyed) return;
    const buf = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    res.writeHead(status, baseHeaders({ 'content-type': JSON_TYPE, 'content-length': buf.length, ...headers }, override));
    res.end(res.req.method === 'HEAD' ? undefined : buf);
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'content-length, content-type',
  };
  const sendApi = (res, status, body, headers = {}) => send(res, status, body, { ...cors, 'cache-control': 'no-store', ...headers });

  /**
   * Reads the request body; resolves { buf, tooLarge }. Past the limit (declared or sent) it stops
   * at once: nothing more is read or kept, and the answer closes the connection (tooLarge).
   */
  function readBody(req, limit) {
    return new Promise((resolve, reject) => {
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > limit) {
        req.pause();
        resolve({ buf: Buffer.alloc(0), tooLarge: true });
        return;
      }
      const chunks = [];
      let size = 0;
      const onData = (c) => {
        size += c.length;
        if (size <= limit) return void chunks.push(c);
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        resolve({ buf: Buffer.alloc(0), tooLarge: true });
      };
      req.on('data', onData);
      req.on('end', () => resolve({ buf: Buffer.concat(chunks), tooLarge: false }));
      req.on('error', reject);
      req.on('close', () => resolve({ buf: Buffer.concat(chunks), tooLarge: false, abort: !req.complete }));
    });
  }

  /** Answers a body over the limit and closes the connection, so the rest is never read. */
  function tooLarge(res, body) {
    res.on('finish', () => res.req.socket?.destroy());
    return send(res, 413, body, { connection: 'close', 'cache-control': 'no-store' });
  }

  // ---------- /v1/{controller}/{operation} ----------
  async function handleApi(req, res, controller, action) {
    const ctl = controller.toLowerCase();
    // Fixture names: General's operations by their own name, the others' as Controller.Operation.
    const key = ctl === 'general' ? action.toLowerCase() : `${ctl}.${action.toLowerCase()}`;
    const op = OP_BY_LOWER.get(key);
    const requestUri = `http://${req.headers.host || 'localhost'}${req.url}`;
    if (!op || (ctl === 'general' && op.includes('.'))) {
      await wait(o.delayMs);
      return sendApi(res, 404, { Message: `No HTTP resource was found that matches the request URI '${requestUri}'.` });
    }
    if (req.method !== 'POST') {
      await wait(o.delayMs);
      return sendApi(res, 405, { Message: `The requested resource does not support http method '${req.method}'.` }, { allow: 'POST' });
    }
    const body0 = await readBody(req, MAX_API_BYTES);
    if (body0.tooLarge) return tooLarge(res, { Message: 'The request is too large.' });
    const { buf } = body0;
    if (exists(path.join(o.fixtures, `${op}.hang`))) return; // never answer; close() ends the socket
    await wait(o.delayMs);
    if (closed) return;
    const spec = OPERATIONS[op];
    let status = 200;
    const statusFile = path.join(o.fixtures, `${op}.status`);
    if (exists(statusFile)) {
      const n = Number(fs.readFileSync(statusFile, 'utf8').trim());
      if (Number.isInteger(n) && n >= 100 && n <= 599) status = n;
    }
    if (op === 'FeedbackSuggestion') {
      const key = submissionKey(req);
      return once(
        key && `feedback ${key}`,
        (answer) => sendApi(res, status, answer),
        () => handleFeedback(res, buf, status, key),
      );
    }
    const shape = failureOf(o.fail, op, o.failShape);
    if (shape) return sendFailure(res, spec, shape);

    const file = path.join(o.fixtures, `${op}.json`);
    let body;
    try {
      body = await fsp.readFile(file);
    } catch {
      return sendApi(res, status, spec.empty);
    }
    if (op === 'GetNoticeList') {
      const reqBody = parseJson(buf);
      const paging = reqBody.ok ? member(reqBody.value, 'paging') : undefined;
      if (paging === true || String(paging).toLowerCase() === 'true') {
        const parsed = parseJson(body);
        if (parsed.ok && Array.isArray(parsed.value)) {
          const page = Math.max(1, parseInt(member(reqBody.value, 'pageNumber'), 10) || 1);
          const rows = Math.max(1, parseInt(member(reqBody.value, 'rowsOfPage'), 10) || 100);
          const all = parsed.value;
          body = {
            IsSuccess: true,
            ResponseMSG: 'Success',
            TotalRows: all.length,
            DataColl: all.slice((page - 1) * rows, page * rows),
          };
        }
      }
    }
    return sendApi(res, status, body);
  }

  /** A failing call's answer in the shape asked for (FAIL_SHAPES). */
  function sendFailure(res, spec, shape) {
    switch (shape) {
      case 'http-500':
        return sendApi(res, 500, { Message: 'An error has occurred.' });
      case 'empty':
        return sendApi(res, 200, []);
      case 'not-success':
        return sendApi(res, 200, dbFail);
      case 'invalid-json':
        return sendApi(res, 200, '{"IsSuccess":true,"DataColl":[{"Title":"cut sh');
      case 'garbage':
        return sendApi(res, 200, { Unexpected: 'shape', Rows: [{ Unexpected: 'shape' }] });
      case 'hang':
        return; // never answered; close() ends the socket
      case 'reset':
        return void res.socket?.destroy();
      default:
        return sendApi(res, spec.fail.status, spec.fail.body);
    }
  }

  function handleFeedback(res, buf, status, key) {
    const answer = (b) => sendApi(res, status, b);
    const parsed = buf.length ? parseJson(buf) : { ok: false };
    if (!parsed.ok || !isObject(parsed.value) || Array.isArray(parsed.value)) {
      return answer({ IsSuccess: false, ResponseMSG: 'Invalid Data' });
    }
    const body = parsed.value;
    if (member(body, 'PassKey') !== o.passKey) return answer({ IsSuccess: false, ResponseMSG: 'Invalid PassKey' });
    const blank = (v) => v === undefined || v === null || String(v).trim() === '';
    if (['Name', 'ContactNo', 'Feedback'].some((k) => blank(member(body, k)))) {
      return answer({ IsSuccess: false, ResponseMSG: 'Please enter all the required fields' });
    }
    if (shouldFail(o.fail, 'FeedbackSuggestion')) {
      return sendApi(res, OPERATIONS.FeedbackSuggestion.fail.status, OPERATIONS.FeedbackSuggestion.fail.body);
    }
    const record = { receivedAt: new Date().toISOString() };
    for (const [k, v] of Object.entries(body)) if (k.toLowerCase() !== 'passkey') record[k] = v;
    fs.mkdirSync(o.dataDir, { recursive: true });
    fs.appendFileSync(path.join(o.dataDir, 'feedback.jsonl'), JSON.stringify(record) + '\n');
    remember(key && `feedback ${key}`, { IsSuccess: true, ResponseMSG: 'Success' });
    return answer({ IsSuccess: true, ResponseMSG: 'Success' });
  }

  // ---------- /api/forms/{name} ----------
  // Submissions hold what families typed: the server takes them and never gives them out (they
  // are read on this machine: node demo/submissions.mjs), and answers no other origin's page (no
  // CORS headers: the site posts from its own origin).
  const sendForm = (res, status, body, headers = {}) => send(res, status, body, { 'cache-control': 'no-store', ...headers });

  // Submissions already taken, by the Idempotency-Key the site sends with each (the same on every
  // retry): a retry after a timeout that in fact arrived gets the first answer again and records
  // nothing twice. In memory, bounded: the last o.idempotencyMax answers, none older than
  // o.idempotencyMaxAgeMs.
  const taken = new Map(); // key → { answer, at }, oldest first
  // Keys whose request is being checked or written: claimed in the same step as the look-up in
  // `taken`, before anything is awaited, so a retry that arrives meanwhile waits for that answer
  // instead of recording the submission a second time.
  const inFlight = new Map(); // key → Promise settled when that request has answered
  const submissionKey = (req) => {
    const key = String(req.headers['idempotency-key'] ?? '');
    return /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : null;
  };
  const forgetOld = () => {
    const oldest = Date.now() - o.idempotencyMaxAgeMs;
    for (const [key, entry] of taken) {
      if (entry.at >= oldest && taken.size <= o.idempotencyMax) break;
      taken.delete(key);
    }
  };
  const remember = (key, answer) => {
    if (!key) return;
    taken.delete(key);
    taken.set(key, { answer, at: Date.now() });
    forgetOld();
  };
  /**
   * Runs `work` (which answers the request) once per key: a key already taken gets its first
   * answer again (`replay`); a key in flight waits for that request, then looks again (a request
   * that recorded nothing, such as an invalid submission, leaves the key free).
   */
  async function once(key, replay, work) {
    if (!key) return work();
    for (;;) {
      forgetOld();
      const done = taken.get(key);
      if (done) return replay(done.answer);
      const pending = inFlight.get(key);
      if (!pending) break;
      await pending;
    }
    let release = () => {};
    inFlight.set(
      key,
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    try {
      return await work();
    } finally {
      inFlight.delete(key);
      release();
    }
  }

  // Only forms of schemas/forms/ (o.formsDir) are taken, and only submissions valid against that
  // form's schema are recorded (demo/forms.mjs); anything else is refused as the back-end would.
  async function handleForm(req, res, name) {
    const bad = (status, msg, extra = {}) => sendForm(res, status, { IsSuccess: false, ResponseMSG: msg, ...extra });
    const schemaFile = formSchemaFile(o.formsDir, name);
    if (!schemaFile) {
      await wait(o.delayMs);
      return bad(404, 'Unknown form');
    }
    if (req.method !== 'POST') {
      await wait(o.delayMs);
      return sendForm(res, 405, { Message: `The requested resource does not support http method '${req.method}'.` }, { allow: 'POST' });
    }
    const { buf, tooLarge: over } = await readBody(req, MAX_FORM_BYTES);
    if (over) return tooLarge(res, { IsSuccess: false, ResponseMSG: 'The submission is too large (limit 10 MB).' });
    const id = submissionKey(req);
    const key = id && `${name} ${id}`;
    return once(
      key,
      (answer) => sendForm(res, 200, answer),
      () => takeForm(req, res, name, schemaFile, buf, key),
    );
  }

  /** Checks a submission of form `name` against its schema and records it when valid. */
  async function takeForm(req, res, name, schemaFile, buf, key) {
    const bad = (status, msg, extra = {}) => sendForm(res, status, { IsSuccess: false, ResponseMSG: msg, ...extra });
    await wait(o.delayMs);
    if (closed) return;
    const type = String(req.headers['content-type'] || '').toLowerCase();
    let data;
    let checked; // what the schema sees: the nested form data (multipart names unflattened, files as data URLs)
    const files = [];
    const uploads = [];
    try {
      if (type.startsWith('multipart/form-data')) {
        const parsed = parseMultipart(buf, boundaryOf(req.headers['content-type']));
        if (!parsed) return bad(400, 'Invalid Data');
        const parts = parsed.filter((p) => !(p.filename === '' && p.body.length === 0)); // empty file inputs
        data = {};
        for (const p of parts) {
          if (p.filename !== undefined) {
            const ext = (path
              .extname(p.filename)
              .toLowerCase()
              .match(/^\.[a-z0-9]{1,8}$/) || [''])[0];
            const stored = `uploads/${crypto.randomBytes(12).toString('hex')}${ext}`;
            uploads.push({ stored, body: p.body });
            files.push({
              field: p.name,
              name: p.filename,
              type: p.type || 'application/octet-stream',
              size: p.body.length,
              storedAs: stored,
            });
          } else {
            addField(data, p.name, p.body.toString('utf8'));
          }
        }
        checked = textBodyData(schemaFile, parts);
      } else if (type.startsWith('application/x-www-form-urlencoded')) {
        data = {};
        const parts = [];
        for (const [k, v] of new URLSearchParams(buf.toString('utf8'))) {
          addField(data, k, v);
          parts.push({ name: k, body: Buffer.from(v) });
        }
        checked = textBodyData(schemaFile, parts);
      } else if (type.startsWith('application/json') || type === '') {
        const parsed = parseJson(buf);
        if (!parsed.ok || !isObject(parsed.value) || Array.isArray(parsed.value)) return bad(400, 'Invalid Data');
        data = parsed.value;
        checked = data;
      } else {
        return bad(415, 'Unsupported Content-Type');
      }
      if (!checked) return bad(400, 'Invalid Data');
      const errors = checkSubmission(schemaFile, checked, checked === data ? 'typed' : 'text');
      if (errors.length) return bad(400, `Invalid Data: ${errors.map((e) => `${e.Field} ${e.Message}`).join('; ')}`, { Errors: errors });
    } catch (err) {
      return bad(500, `The form ${name} cannot be checked: ${err.message}`);
    }
    for (const u of uploads) {
      fs.mkdirSync(path.join(o.dataDir, 'uploads'), { recursive: true });
      fs.writeFileSync(path.join(o.dataDir, u.stored), u.body);
    }
    const id = (formIds.get(name) ?? readSubmissions(o.dataDir, name).length) + 1;
    formIds.set(name, id);
    const record = { Id: id, receivedAt: new Date().toISOString(), data, files };
    fs.mkdirSync(o.dataDir, { recursive: true });
    fs.appendFileSync(path.join(o.dataDir, `${name}.jsonl`), JSON.stringify(record) + '\n');
    const answer = { IsSuccess: true, ResponseMSG: 'Success', Id: id };
    remember(key, answer);
    return sendForm(res, 200, answer);
  }

  // ---------- the ERP's form endpoints ----------
  // As the ERP takes them (demo/erp-forms.mjs), with no CORS headers (the ERP sends none: the site
  // reaches them through its same-origin proxy). What the ERP would have saved is recorded in
  // {dataDir}/{ERP_RECORDS name}.jsonl with the files it would keep; a retry with an
  // Idempotency-Key already taken gets the first answer again (the real ERP has no such check).
  /** The fixture's ids, or null when the list is missing or unreadable (then nothing is checked). */
  const listOf = (op, pick, key) => {
    try {
      return listIds(fs.readFileSync(path.join(o.fixtures, `${op}.json`), 'utf8'), pick, key);
    } catch {
      return null;
    }
  };
  async function handleErpForm(req, res, op) {
    const { record: name } = ERP_FORMS[op];
    const reply = ({ status, body, headers = {} }) => send(res, status, body, { 'cache-control': 'no-store', ...headers });
    if (req.method !== 'POST') {
      await wait(o.delayMs);
      if (op === 'Home.SaveReg') {
        return send(res, 404, 'The resource cannot be found.', { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      }
      const Message = `The requested resource does not support http method '${req.method}'.`;
      return reply({ status: 405, body: { Message }, headers: { allow: 'POST' } });
    }
    const { buf, tooLarge: over } = await readBody(req, MAX_FORM_BYTES);
    if (over) return tooLarge(res, { Message: 'The request is too large (the demo takes 10 MB at most).' });
    const id0 = submissionKey(req);
    const key = id0 && `${name} ${id0}`;
    return once(key, reply, () => takeErpForm(req, op, buf, key, reply));
  }
  /** Checks one ERP form submission as the ERP would and records what it would have saved. */
  async function takeErpForm(req, op, buf, key, reply) {
    const { record: name, handle } = ERP_FORMS[op];
    if (exists(path.join(o.fixtures, `${op}.hang`))) return; // never answer; close() ends the socket
    await wait(o.delayMs);
    if (closed) return;
    const id = (formIds.get(name) ?? readSubmissions(o.dataDir, name).length) + 1;
    const result = handle({ contentType: req.headers['content-type'], body: buf }, { id, fail: shouldFail(o.fail, op) });
    const statusFile = path.join(o.fixtures, `${op}.status`);
    if (exists(statusFile)) {
      const n = Number(fs.readFileSync(statusFile, 'utf8').trim());
      if (Number.isInteger(n) && n >= 100 && n <= 599) result.status = n;
    }
    if (result.record) {
      for (const u of result.uploads ?? []) {
        fs.mkdirSync(path.join(o.dataDir, 'uploads'), { recursive: true });
        fs.writeFileSync(path.join(o.dataDir, u.stored), u.body);
      }
      fs.mkdirSync(o.dataDir, { recursive: true });
      fs.appendFileSync(path.join(o.dataDir, `${name}.jsonl`), JSON.stringify(result.record) + '\n');
      formIds.set(name, id);
      remember(key, { status: result.status, body: result.body, headers: result.headers });
    }
    return reply(result);
  }
  const ERP_FORMS = {
    'Home.SaveReg': {
      record: ERP_RECORDS.admission,
      handle: (request, ctx) =>
        saveReg(request, {
          ...ctx,
          classIds: listOf('Academic.ClassListForReg', (b) => b.DataColl, 'ClassId'),
          casteIds: listOf('Academic.GetCasteList', (b) => b, 'CasteId'),
          documentTypeIds: listOf('GetAllDocumentType', (b) => b.DataColl, 'DocumentTypeId'),
        }),
    },
    'Student.TCCC_Request': {
      record: ERP_RECORDS.transferCertificate,
      handle: (r, ctx) => tcccRequest(r, { ...ctx, passKey: o.tcPassKey }),
    },
    SaveAlumni: { record: ERP_RECORDS.alumni, handle: (r, ctx) => saveAlumni(r, { ...ctx, hashKey: o.alumniHashKey }) },
  };

  // ---------- files ----------
  async function sendFile(req, res, file, cacheControl, extraHeaders = {}, override = {}) {
    let stat;
    try {
      stat = await fsp.stat(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;
    const ext = path.extname(file).toLowerCase();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      'content-type': MIME[ext] || 'application/octet-stream',
      'cache-control': cacheControl,
      'last-modified': stat.mtime.toUTCString(),
      etag,
      ...extraHeaders,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, baseHeaders(headers, override));
      res.end();
      return true;
    }
    let body = await fsp.readFile(file);
    const encoding = COMPRESSIBLE.has(ext) && body.length > 1024 ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      body = await encoded(file, stat, etag, body, encoding);
      headers['content-encoding'] = encoding;
      headers.vary = 'Accept-Encoding';
    }
    send(res, 200, body, headers, override);
    return true;
  }

  /**
   * A text file's body in the encoding asked for: the copy the build wrote beside it
   * (scripts/build/precompress.ts: brotli at quality 11, gzip at level 9) when that copy was made from
   * this version of the file, as nginx's brotli_static and gzip_static send it; else compressed
   * here once and kept (a file the build did not compress, such as the bench's reference page).
   */
  async function encoded(file, stat, etag, body, encoding) {
    const suffix = encoding === 'br' ? '.br' : '.gz';
    try {
      const copy = await fsp.stat(file + suffix);
      if (copy.isFile() && Math.abs(copy.mtimeMs - stat.mtimeMs) < 1) return await fsp.readFile(file + suffix);
    } catch {
      /* no copy: compress it here */
    }
    const key = `${file} ${encoding}`;
    const cached = compressedCache.get(key);
    if (cached && cached.etag === etag) return cached.body;
    const packed =
      encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(body);
    compressedCache.set(key, { etag, body: packed });
    return packed;
  }

  // As docs/deployment.md tells a school to proxy the ERP's files: only the folders the site
  // shows; an image as an image; an SVG as an image for <img> only; a document (a PDF, a Word
  // file) as bytes to download under a sandboxing policy, never a page or script of the site's
  // origin; any other extension (an uploaded .html, .js or .aspx) and any backslash 404.
  async function handleAttachment(req, res, rest) {
    const notFound = () => send(res, 404, { Message: 'Not Found' }, cors);
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound();
    if (!SHOWN_ATTACHMENTS.test(rest)) return notFound();
    // IIS reads `\` as `/`: a path with one, or with %5C (%255C too), is refused whole.
    if (/\\|%5c/i.test(rest)) return notFound();
    if (!IMAGE_FILES.test(rest) && !SVG_FILES.test(rest) && !DOCUMENT_FILES.test(rest)) return notFound();
    const file = safeJoin(o.attachmentsDir, rest);
    if (!file) return send(res, 403, { Message: 'Forbidden' }, cors);
    const kind = IMAGE_FILES.test(file) ? {} : SVG_FILES.test(file) ? SVG_HEADERS : DOWNLOAD_HEADERS;
    if (await sendFile(req, res, file, 'public, max-age=86400', cors, kind)) return;
    return notFound();
  }

  async function handleStatic(req, res, pathname) {
    const notFound = () => send(res, 404, 'Not Found', { 'content-type': 'text/plain; charset=utf-8' });
    if (!o.staticDir && pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      const ops = Object.keys(OPERATIONS).map((k) => (k.includes('.') ? k.replace('.', '/') : `General/${k}`));
      const html =
        `<!doctype html><meta charset="utf-8"><title>Demo back-end</title><h1>Demo back-end</h1>` +
        `<p>POST /v1/{operation} with a JSON body. Fixtures: ${escapeHtml(path.resolve(o.fixtures))}</p>` +
        `<ul>${ops.map((x) => `<li>${x}</li>`).join('')}</ul>` +
        `<p>The ERP's forms (POST, multipart or JSON as the ERP takes them): ${ERP_FORM_PATHS.map(([, , route]) => route).join(', ')}</p>`;
      return send(res, 200, html, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    }
    if (!o.staticDir || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound();
    // The site as it is now, once per request: dist is a link the publisher switches to each new
    // release (scripts/publish/release.ts), and every file of one answer comes from one release.
    const root = realDir(o.staticDir);
    const file = safeJoin(root, pathname);
    if (!file) return send(res, 403, 'Forbidden', { 'content-type': 'text/plain; charset=utf-8' });
    const cacheFor = (f) =>
      f.endsWith('.html') ? 'no-cache' : /[\\/]assets[\\/]/.test(f) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
    // The search index's files, its worker among them, get the policy that lets the worker compile
    // Pagefind's WebAssembly (scripts/build/security-headers.ts searchIndexPolicy; docs/deployment.md).
    const csp = Object.entries(o.headers).find(([k]) => k.toLowerCase() === 'content-security-policy')?.[1];
    const override = csp && pathname.startsWith(SEARCH_INDEX_PATH) ? { 'content-security-policy': searchIndexPolicy(csp) } : {};
    for (const candidate of [file, path.join(file, 'index.html'), `${file}.html`]) {
      if (exists(candidate)) return void (await sendFile(req, res, candidate, cacheFor(candidate), {}, override));
    }
    const ext = path.extname(pathname).toLowerCase();
    if (MIME[ext] && ext !== '.html' && ext !== '.htm') return notFound(); // a missing asset, not a route
    if (pathname.startsWith('/assets/')) return notFound();
    // A path that was not prerendered gets the bare app shell (spa.html, written by the
    // prerenderer), not the prerendered home page, which would flash before the right page.
    const shell = path.join(root, 'spa.html');
    const index = exists(shell) ? shell : path.join(root, 'index.html');
    if (await sendFile(req, res, index, 'no-cache')) return;
    return notFound();
  }

  // ---------- dispatcher ----------
  async function handle(req, res) {
    const started = Date.now();
    if (o.log) {
      res.on('finish', () => console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    }
    const pathname = (req.url || '/').split('?')[0];
    // A page of another site that a DNS name points at this machine (DNS rebinding) sends its own
    // name as Host: answered by no one here.
    if (!hostAllowed(req.headers.host)) {
      return send(
        res,
        421,
        { Message: 'This server answers only for its own host names (DEMO_ALLOWED_HOSTS adds one).' },
        { 'cache-control': 'no-store' },
      );
    }
    const erpForm = ERP_FORM_PATHS.find(([re]) => re.test(pathname))?.[1];
    if (erpForm) return handleErpForm(req, res, erpForm); // OPTIONS too: the ERP allows no preflight
    if (req.method === 'OPTIONS' && /^\/api\/forms\//.test(pathname)) {
      res.writeHead(204, baseHeaders({ allow: 'POST', 'content-length': 0 }));
      return res.end();
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(
        204,
        baseHeaders({
          ...cors,
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] || 'content-type',
          'access-control-max-age': '600',
          'content-length': 0,
        }),
      );
      return res.end();
    }
    let m = /^\/v1\/([^/]+)\/([^/]+)\/?$/i.exec(pathname);
    if (m) return handleApi(req, res, m[1], m[2]);
    if (/^\/v1(\/|$)/i.test(pathname)) {
      await wait(o.delayMs);
      return sendApi(res, 404, {
        Message: `No HTTP resource was found that matches the request URI 'http://${req.headers.host}${req.url}'.`,
      });
    }
    m = /^\/api\/forms\/([^/]+)\/?$/.exec(pathname);
    if (m) {
      if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(m[1])) return sendForm(res, 404, { IsSuccess: false, ResponseMSG: 'Unknown form' });
      return handleForm(req, res, m[1]);
    }
    m = /^\/attachments(\/.*)$/i.exec(pathname);
    if (m) return handleAttachment(req, res, m[1]);
    return handleStatic(req, res, pathname);
  }

  // The names this server answers for: loopback, the address it listens on, and what the option
  // adds; listening on every interface, each of this machine's addresses and its name.
  const hostNames = new Set(['localhost', '127.0.0.1', '::1', ...o.allowedHosts].map((h) => h.toLowerCase()));
  if (o.host === '0.0.0.0' || o.host === '::') {
    for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) hostNames.add(a.address.toLowerCase());
    hostNames.add(os.hostname().toLowerCase());
  } else hostNames.add(String(o.host).toLowerCase());
  function hostAllowed(header) {
    if (!header) return false;
    const m = /^(?:\[([^\]]+)\]|([^:]+))(?::\d+)?$/.exec(header.trim().toLowerCase());
    const name = m ? (m[1] ?? m[2]).replace(/\.$/, '') : '';
    return hostNames.has(name) || /^127\.\d+\.\d+\.\d+$/.test(name);
  }

  // What one client can cost: its headers within 15 s, a whole request (a 10 MB upload on a slow
  // phone included) within 2 minutes, checked every second, and a cap on open connections.
  const limits = { headersTimeout: o.headersTimeoutMs, requestTimeout: o.requestTimeoutMs, connectionsCheckingInterval: 1000 };
  const server = http.createServer(limits, (req, res) => {
    handle(req, res).catch((err) => {
      console.error('[demo] request failed:', err);
      send(res, 500, { Message: 'An error has occurred.' });
    });
  });
  server.maxConnections = o.maxConnections;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(o.port) || 0, o.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address();
  const port = addr.port;
  const hostForUrl = o.host.includes(':') ? `[${o.host}]` : o.host === '0.0.0.0' ? '127.0.0.1' : o.host;
  let closing;
  return {
    url: `http://${hostForUrl}:${port}`,
    port,
    options: o,
    /** Change options while running (fail, delayMs, fixtures, ...). */
    update(partial) {
      Object.assign(o, partial);
    },
    close() {
      if (closing) return closing;
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      closing = new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
        for (const s of sockets) s.destroy();
      });
      return closing;
    },
  };
}

/** The ERP's form routes (ERP-FORMS.md §1-3), matched as ASP.NET matches routes: without regard to case. */
const ERP_FORM_PATHS = [
  [/^\/home\/savereg\/?$/i, 'Home.SaveReg', ERP_ROUTES.admission],
  [/^\/v1\/student\/tccc_request\/?$/i, 'Student.TCCC_Request', ERP_ROUTES.transferCertificate],
  [/^\/v1\/general\/savealumni\/?$/i, 'SaveAlumni', ERP_ROUTES.alumni],
];
/** The names of the ERP's form endpoints, as DEMO_FAIL and the fixture folder's .hang/.status files name them. */
export const ERP_FORM_OPERATIONS = ERP_FORM_PATHS.map(([, op]) => op);

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function addField(data, name, value) {
  if (!(name in data)) data[name] = value;
  else if (Array.isArray(data[name])) data[name].push(value);
  else data[name] = [data[name], value];
}

/** multipart/form-data parts (demo/multipart.mjs), kept here for the tests that import it from the server. */
export { parseMultipart };

// ---------- CLI ----------
const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const port = process.env.PORT === undefined ? 5180 : Number(process.env.PORT);
  const host = process.env.HOST || '127.0.0.1';
  const srv = await startDemoServer({ port, host });
  console.log(`Demo back-end listening on ${srv.url}`);
  const stop = () => srv.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
