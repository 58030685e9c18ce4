// Generates two fixture sets for the demo back-end from the normal fixtures in demo/fixtures:
//
//   demo/fixtures-hostile  what a careless or malicious editor of the school's back-end can send:
//                          script tags, event-handler attributes, javascript:/data:/vbscript: URLs
//                          in every link and image field, iframes in HTML, every data-* marker the
//                          page's own scripts act on (PAGE_MARKERS), 10 000-character words,
//                          Devanagari text, nulls where lists belong, missing fields, wrong types
//                          (lists for objects, objects for lists, numbers for text), an
//                          IsSuccess:false answer, an empty list, one HTTP 500 and one invalid JSON.
//   demo/fixtures-broken   a back-end that is failing: IsSuccess:false on every object operation,
//                          HTTP 400/404/500/502/503, invalid JSON (truncated, an IIS HTML error
//                          page), empty and null bodies, the SPEC's {Message} answer, empty lists,
//                          and one operation that never answers (a .hang file).
//
// Every payload that would run if it ever reached the DOM as markup or a URL sets
// window.__pwned (the browser suite asserts it never is). Deterministic: no clock, no randomness.
//
// Run:   node demo/make-hostile-fixtures.mjs           (writes both sets)
//        node demo/make-hostile-fixtures.mjs --check   (exits 1 if the committed files are stale)
// Use:   DEMO_FIXTURES=demo/fixtures-hostile npm run demo
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = path.join(HERE, 'fixtures');

// ---------------------------------------------------------------- payloads
export const PWNED = 'window.__pwned=1';

/** Hostile values for link and image fields; none may ever become an href, src or iframe src. */
export const HOSTILE_URLS = [
  `javascript:${PWNED}`,
  `data:text/html,<script>${PWNED}</script>`,
  ` JaVaScRiPt:${PWNED}`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${PWNED}"/>`,
  `java\tscript:${PWNED}`,
  `data:text/html;base64,${Buffer.from(`<script>${PWNED}</script>`).toString('base64')}`,
  `vbscript:${PWNED}`,
  `"><img src=x onerror="${PWNED}">`,
  `javascript://%0A${PWNED}`,
  `\u0001javascript:${PWNED}`,
  `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==`,
  `javascript:${PWNED}//https://www.youtube.com/watch?v=Hv7mQ2xLp0A`,
];

/** A map "URL" as an admin might paste it: an iframe snippet whose src is hostile. */
export const HOSTILE_MAP = `<iframe src="javascript:${PWNED}" onload="${PWNED}" width="600" height="450"></iframe>`;

/**
 * Every data-* name the site's code and styles use (src/, scripts/; without "data-"). The page's
 * own scripts act on such markers wherever they find them (a map frame made, the rest of a page
 * fetched, an island woken with the props it names, the banner popup opened:
 * src/components/safe-html/site-markers.ts), so rich text from the back-end must never carry one.
 * tests/unit/src/components/safe-html/rich-text-markers.test.tsx keeps this list complete.
 */
export const PAGE_MARKERS = (
  'about-text album allowfullscreen answer app-ready arrows autoplay-ms awake banner-close banner-move banner-popup ' +
  'banner-skip banner-slide banner-status blank built-at captcha-code carousel-preset category control ' +
  'code counter current date day delete delivery dialog-close draft-note draft-offer drag-min empty-message errors-found event expires ' +
  'failed field fit form-id form-loading form-noscript form-preview form-summary form-unknown ' +
  'full full-screen-loader h highlight how-to-apply href idp img interval island island-slot islands item keys ' +
  'kind label label-pause label-play later later-part later-slot lazy-frame loop lightbox-counter ' +
  'lightbox-stage menu-path missing-item month month-name month-panel month-root msg news-category news-none page photo photo-counter photo-viewer ' +
  'photo-widget precedence prerendered progress props range reads ' +
  'ready referrerpolicy registration reopen reset-on-step rest reveal reveal-seen row sanitized scroll-top ' +
  'scrollable scrolls search-late search-noscript section section-row selected shape share show-after shown-when slide-index slider slider-go ' +
  'slider-move slider-pause slider-stage src started state step sticky sticky-after studio ' +
  'studio-announcer studio-preview studio-save testid tick title total unregistered until updates ' +
  'url variant video-card wake wake-if-stored weekend weight when wizard zoomed'
).split(' ');

/** Rich text carrying every marker: the dangerous ones as a real page writes them, then all the rest. */
export const HOSTILE_MARKERS = [
  // A map frame: made into <iframe src> when the visitor scrolls near it.
  `<div data-lazy-frame="" data-src="https://evil.example.org/phish" data-title="Pay the fees here" data-allowfullscreen="">Pay online</div>`,
  // The rest of a long page: the home page's own file, fetched and put into this one.
  `<div data-later-slot="" data-src="/later.html?b=1">more</div>`,
  // An island: woken at once, rendering a part of the site chosen by its props.
  `<div data-island="section" data-wake="load" data-idp="evil-" data-keys="[]" data-until="1" ` +
    `data-props='{"section":{"id":"evil","type":"banner-popup","props":{"reopen":"every-load"}}}'><p>island</p></div>`,
  // The banner popup: opened over the page as a modal dialog.
  `<dialog data-banner-popup="" data-reopen="every-load" data-autoplay-ms="1000"><article data-banner-slide="0">` +
    `<p>Your child's admission is cancelled: <a href="https://evil.example.org/pay">pay here</a></p></article>` +
    `<span data-banner-status=""></span><span data-banner-close="" data-banner-skip="close" data-banner-move="1">x</span></dialog>`,
  // The hero slider, a form's wake and taps, the scroll marks, a notice's expiry, a broken image.
  `<div data-slider="" data-interval="1" data-tick="1" data-drag-min="1"><div data-slider-stage=""><div data-slide-index="0">` +
    `<img data-img="" data-src="https://evil.example.org/pixel.gif" src="/placeholder.svg" alt=""></div><div data-slide-index="1"></div></div>` +
    `<span data-progress=""></span><span data-slider-go="1" data-slider-move="1" data-slider-pause=""><span data-when="running">go</span></span></div>`,
  `<div data-form-id="feedback" data-wizard="" data-wake-if-stored="school-site"><span data-ready="">form</span></div>`,
  // First answers: controls that would open the menu, unfold or hide a part of the page, filter
  // the news or open a photo (src/islands/first-answers.ts), naming the site's own parts (the photo
  // is the site's own file: a plain <img> from elsewhere in the school's text is content, not a
  // behaviour, and img-src allows it, so it would hide what the tests look for).
  `<button data-answer="dialog" aria-controls="drawer">menu</button><button data-answer="disclosure" aria-controls="sub" ` +
    `data-shown-when="expanded">more</button><button data-answer="filter" data-category="x">filter</button>` +
    `<div data-page="news-list"><p data-news-category="x" data-news-none="">item</p></div><div data-photo-widget="">` +
    `<button data-answer="photo-view"><img data-photo="" data-label="x" data-counter="x" src="/placeholder.svg" alt=""></button>` +
    `<button data-answer="photo-step" data-step="1">next</button><dialog data-photo-viewer=""><img alt=""></dialog></div>`,
  `<p data-sticky-after="0" data-show-after="0" data-scroll-top="" data-reveal="" data-expires="1">marks</p>`,
  `<div data-section="evil" data-later=""><div data-island-slot="0"></div></div>`,
  `<span ${PAGE_MARKERS.map((n) => `data-${n}="1"`).join(' ')}>every marker</span>`,
].join('\n');

/** Rich text with every way we know to run script or load something unsafe, and every marker of the page. */
export const HOSTILE_HTML = [
  // (First: a payload below, such as the <noscript> one, may swallow what follows it.)
  HOSTILE_MARKERS,
  `<p>Before <script>${PWNED}</script> after.</p>`,
  `<img src=x onerror="${PWNED}" alt="x">`,
  `<img src="javascript:${PWNED}"><img src="data:image/svg+xml,<svg onload=${PWNED}>">`,
  `<iframe src="javascript:${PWNED}"></iframe>`,
  `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<iframe src="https://www.youtube-nocookie.com/embed/Hv7mQ2xLp0A"></iframe>`,
  `<a href="javascript:${PWNED}">javascript link</a> <a href=" JaVaScRiPt:${PWNED}">mixed case</a>`,
  `<a href="java&#x09;script:${PWNED}">entity tab</a> <a href="data:text/html,<script>${PWNED}</script>">data link</a>`,
  `<a href="vbscript:${PWNED}">vbscript</a>`,
  `<svg onload="${PWNED}"><circle r="5"/></svg><math><mtext><img src=x onerror="${PWNED}"></mtext></math>`,
  `<details open ontoggle="${PWNED}"><summary>details</summary>text</details>`,
  `<div onmouseover="${PWNED}" style="position:fixed;inset:0;background:url(javascript:${PWNED})">overlay</div>`,
  `<object data="javascript:${PWNED}"></object><embed src="javascript:${PWNED}">`,
  `<form action="javascript:${PWNED}"><button formaction="javascript:${PWNED}">go</button><input autofocus onfocus="${PWNED}"></form>`,
  `<video><source onerror="${PWNED}"></video><audio src=x onerror="${PWNED}"></audio>`,
  `<base href="javascript:${PWNED}//"><meta http-equiv="refresh" content="0;url=javascript:${PWNED}">`,
  `<style>body{display:none}</style><link rel="stylesheet" href="javascript:${PWNED}">`,
  `<noscript><p title="</noscript><img src=x onerror=${PWNED}>"></noscript>`,
  `<table><tr><td background="javascript:${PWNED}">cell</td></tr></table>`,
  `<p></p><!--<img src=x onerror=${PWNED}>--><p>done</p>`,
].join('\n');

/** Plain-text fields that try to break out of an attribute or into markup. */
export const HOSTILE_TEXT = `<script>${PWNED}</script>"><img src=x onerror="${PWNED}">'&amp;`;

export const DEVANAGARI_TEXT = 'हिमालय विद्या मन्दिर — शिक्षा, अनुशासन र सेवा';
export const DEVANAGARI_HTML =
  '<p>हाम्रो विद्यालयमा कक्षा एकदेखि दसम्म पढाइ हुन्छ। विद्यार्थीहरूले विज्ञान, गणित, नेपाली र अंग्रेजी विषयमा राम्रो नतिजा ल्याएका छन्।</p>' +
  '<p>२०८३ साल मंसिर ५ गते विज्ञान प्रदर्शनी सम्पन्न भयो।</p>';

/** 10 000 characters without a space: layouts must wrap or clip it, never widen the page. */
export const LONG_WORD = 'Supercalifragilistic'.repeat(500);

// ---------------------------------------------------------------- field classes
const URL_FIELDS = new Set([
  'ImagePath',
  'Photo',
  'PhotoPath',
  'LogoPath',
  'BannerPath',
  'AffiliatedLogo',
  'SchoolPhoto',
  'HD_LogoPhoto',
  'DocPath',
  'AttachmentPath',
  'AttachFilePath',
  'IconPath',
  'ThumbnailPath',
  'URLPath',
  'UrlPath',
  'MapUrl',
  'AddUrl',
  'Weblink',
  'WebLink',
  'WebSite',
  'VideoPath',
  'CompLogoPath',
  'CompImgPath',
  'CompBannerPath',
  'CompWebSite',
]);
const HTML_FIELDS = new Set(['Description', 'Content', 'Message']);
const KEEP_FIELDS = new Set([
  'IsSuccess',
  'ResponseMSG',
  'ErrorNumber',
  'RId',
  'ResponseId',
  'CUserId',
  'EntityId',
  'CUserName',
  'JsonStr',
  'GuId',
]);
const isDateField = (k) => /Date|_AD$|_BS$|PublishOn|PublishTime|ValidUpto|ForDate|AtTime|Remaining|^Age|DOB/i.test(k);
const isColourField = (k) => /Color/i.test(k);
/** The link and image fields every hostile list item gets a hostile URL in. */
export const LINK_AND_IMAGE_FIELDS = [...URL_FIELDS];

// ---------------------------------------------------------------- the hostile transform
/**
 * Item i of any list gets one of six treatments, so every list carries each kind of trouble:
 * 0 script and markup everywhere, 1 Devanagari, 2 very long strings, 3 missing fields and nulls
 * for lists, 4 wrong types, 5 the original values except hostile URLs and HTML.
 */
const KINDS = ['xss', 'devanagari', 'long', 'missing', 'types', 'plain'];
let urlTurn = 0;
const nextUrl = () => HOSTILE_URLS[urlTurn++ % HOSTILE_URLS.length];

function hostileString(key, value, kind, depth) {
  if (KEEP_FIELDS.has(key)) return value;
  // Full 10 000 characters in list items and their own fields; deeper (calendar days, topics) 120,
  // which keeps the set small enough to read.
  const LONG = depth <= 1 ? LONG_WORD : LONG_WORD.slice(0, 120);
  if (URL_FIELDS.has(key)) return key === 'MapUrl' ? HOSTILE_MAP : nextUrl();
  if (isColourField(key)) {
    return [
      'red;background:url(javascript:window.__pwned=1)',
      '</style><script>window.__pwned=1</script>',
      'expression(alert(1))',
      '#12',
      '#1e3a8a',
      'rgb(0,0,0)',
    ][KINDS.indexOf(kind)];
  }
  if (isDateField(key)) {
    return {
      xss: HOSTILE_TEXT,
      devanagari: '२०८३-०८-०५',
      long: LONG,
      missing: '',
      types: '2026-13-45T99:99:99',
      plain: '0001-01-01T00:00:00',
    }[kind];
  }
  if (HTML_FIELDS.has(key)) {
    return {
      xss: HOSTILE_HTML,
      devanagari: DEVANAGARI_HTML + `<iframe src="javascript:${PWNED}"></iframe>`,
      long: `<p>${LONG}</p><p><a href="javascript:${PWNED}">${LONG.slice(0, 300)}</a></p>`,
      missing: '',
      types: `<img src=x onerror="${PWNED}">`,
      plain: `${value}<img src=x onerror="${PWNED}"><script>${PWNED}</script>`,
    }[kind];
  }
  return { xss: HOSTILE_TEXT, devanagari: DEVANAGARI_TEXT, long: LONG, missing: '', types: 12345, plain: value }[kind];
}

function hostileValue(key, value, kind, depth) {
  if (Array.isArray(value)) return hostileList(value, depth + 1, key);
  if (value !== null && typeof value === 'object') return hostileObject(value, kind, depth + 1);
  if (typeof value === 'string') return hostileString(key, value, kind, depth);
  return value;
}

function hostileObject(obj, kind, depth) {
  const out = {};
  for (const [k, v] of Object.entries(obj)) {
    if (kind === 'missing' && !KEEP_FIELDS.has(k) && typeof v !== 'number' && typeof v !== 'boolean') {
      // Half of the fields vanish, the other half (lists included) become null.
      if (k.length % 2 === 0) continue;
      out[k] = null;
      continue;
    }
    if (kind === 'types' && Array.isArray(v)) {
      out[k] = v.length ? { 0: v[0], length: 1 } : 'none'; // an object (or a string) where a list belongs
      continue;
    }
    if (kind === 'types' && typeof v === 'number') {
      out[k] = KEEP_FIELDS.has(k) ? v : String(v); // numbers as strings, as some back-ends send them
      continue;
    }
    if (kind === 'types' && typeof v === 'boolean') {
      out[k] = KEEP_FIELDS.has(k) ? v : v ? 'true' : 0;
      continue;
    }
    out[k] = hostileValue(k, v, kind, depth);
  }
  return out;
}

function hostileList(list, depth, key = '') {
  // Plain string lists (UrlColl, BlankDaysColl): hostile URLs or markup.
  if (list.every((x) => typeof x === 'string')) {
    return list.map((x, i) => (/url/i.test(key) ? nextUrl() : i % 2 ? HOSTILE_TEXT : x));
  }
  const mapped = list.map((item, i) => {
    const kind = KINDS[(i + depth) % KINDS.length];
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    return hostileObject(item, kind, depth);
  });
  // Junk entries a list can also hold.
  if (depth <= 1) mapped.push(null, 'not an object', 42, []);
  return mapped;
}

/** A far-future date so hostile notices are not filtered out as expired. */
function keepNoticesLive(list) {
  return list.map((n, i) =>
    n && typeof n === 'object' && !Array.isArray(n) && i % 2 === 0 ? { ...n, ValidUpto: '2099-12-31T00:00:00', ExpireDateTime: null } : n,
  );
}

const read = (op) => JSON.parse(fs.readFileSync(path.join(SOURCE, `${op}.json`), 'utf8'));

/** Per-operation answers of the hostile set: { body } (JSON value), { raw } (bytes as text), status. */
export function hostileSet() {
  urlTurn = 0;
  const H = (v) => hostileValue('', v, 'xss', 0);
  const out = {};
  const set = (op, answer) => (out[op] = answer);

  for (const op of [
    'GetSliderList',
    'GetNewsList',
    'GetDownloadList',
    'GetProgramList',
    'GetSyllabusPlanList',
    'GetAchievmentList',
    'GetVideosList',
    'GetServicesAndFacilitiesList',
    'GetAcademicProgramList',
    'GetGalleryList',
    'GetAcademicCalendar',
  ]) {
    set(op, { body: H(read(op)) });
  }
  // The banners' text is inside the home page's banner popup, whose own markers drive the popup.
  const banners = H(read('GetBannerList'));
  banners[0] = { ...banners[0], Description: `${banners[0].Description}${HOSTILE_MARKERS}` };
  set('GetBannerList', { body: banners });
  set('GetNoticeList', { body: keepNoticesLive(H(read('GetNoticeList'))) });

  // Object operations: hostile values in the usual shape.
  set('GetAboutCompany', {
    body: { ...hostileObject(read('GetAboutCompany'), 'xss', 0), Name: `${DEVANAGARI_TEXT} ${HOSTILE_TEXT}`, Slogan: DEVANAGARI_TEXT },
  });
  set('GetContactUs', {
    body: {
      ...read('GetContactUs'),
      Address: `${HOSTILE_TEXT}, ${DEVANAGARI_TEXT}, ${LONG_WORD}`,
      ContactNo: `javascript:${PWNED}`,
      EmailId: `"><script>${PWNED}</script>@example.com`,
      OpeningHours: LONG_WORD,
      MapUrl: HOSTILE_MAP,
    },
  });

  // Wrong shapes: a list where an object belongs, an object where a list belongs, nulls for lists.
  const theme = read('GetAllThemeConfig');
  set('GetAllThemeConfig', {
    body: {
      ...theme,
      DataColl: [
        {
          PrimaryColor: 'red;background:url(javascript:window.__pwned=1)',
          SecondaryColor: '</style><script>window.__pwned=1</script>',
          ThirdColor: 'expression(alert(1))',
          FourthColor: null,
        },
      ],
    },
  });
  const who = read('GetWhoWeAre');
  set('GetWhoWeAre', {
    body: {
      ...who,
      AboutDet: hostileObject(who.AboutDet, 'xss', 1),
      ContactDet: [hostileObject(who.ContactDet, 'xss', 1)],
      AdmissionProcedureList: Object.fromEntries(H(who.AdmissionProcedureList).map((x, i) => [String(i), x])),
      RulesRegulationList: H(who.RulesRegulationList),
    },
  });
  const intro = read('GetIntroduction');
  set('GetIntroduction', {
    body: {
      ...intro,
      VisionList: H(intro.VisionList),
      FounderMSGList: H(intro.FounderMSGList),
      StaffList: [
        { Department: HOSTILE_TEXT, EmpColl: null },
        { Department: DEVANAGARI_TEXT, EmpColl: hostileObject(intro.StaffList[0].EmpColl[0], 'xss', 2) },
        ...H(intro.StaffList).filter((x) => x && typeof x === 'object' && !Array.isArray(x)),
      ],
      CommitteList: null,
      TestimonialList: { 0: intro.TestimonialList[0] },
    },
  });
  set('GetTestimonial', { body: H(read('GetTestimonial').DataColl) }); // the bare-array (catch path) shape
  const social = read('GetSocialMedia');
  set('GetSocialMedia', {
    body: {
      ...social,
      DataColl: social.DataColl.map((s, i) => ({
        ...s,
        IsActive: i % 3 === 2 ? 'true' : true,
        URLPath: i % 2 ? nextUrl() : s.URLPath,
        Name: i === 0 ? HOSTILE_TEXT : s.Name,
      })),
    },
  });
  // The admission inquiry's lists: names with markup, Devanagari and long words, ids as text or
  // missing, and junk items.
  const classes = read('Academic.ClassListForReg');
  set('Academic.ClassListForReg', { body: { ...classes, DataColl: H(classes.DataColl) } });
  set('Academic.GetCasteList', { body: H(read('Academic.GetCasteList')) });
  const documentTypes = read('GetAllDocumentType');
  set('GetAllDocumentType', { body: { ...documentTypes, DataColl: H(documentTypes.DataColl) } });
  const birthdays = read('Admin.GetBirthDayList');
  set('Admin.GetBirthDayList', { body: { ...birthdays, EmployeeColl: null, StudentColl: H(birthdays.StudentColl) } });

  // IsSuccess:false with a message (the menu then fails open), an empty list, an HTTP 500 and
  // invalid JSON.
  set('GetAppCMSFeatures', {
    body: { IsSuccess: false, ResponseMSG: `<script>${PWNED}</script> The server was not found or was not accessible.`, DataColl: null },
  });
  set('GetEventHoliday', { body: { IsSuccess: false, ResponseMSG: `<img src=x onerror="${PWNED}">` } });
  set('GetExecutiveMemberList', { body: [] });
  set('GetNewsCategoryList', { status: 500, body: { Message: 'An error has occurred.', ExceptionMessage: `<script>${PWNED}</script>` } });
  set('GetDisclosureList', { raw: JSON.stringify(H(read('GetDisclosureList'))).slice(0, 400) });
  return out;
}

const DB_ERROR = 'A network-related or instance-specific error occurred while establishing a connection to SQL Server.';
const IIS_PAGE = `<!DOCTYPE html><html><head><title>Runtime Error</title><script>${PWNED}</script></head><body><h1>Server Error in '/' Application.</h1></body></html>`;

/** Per-operation answers of the broken set. */
export function brokenSet() {
  const fail = { IsSuccess: false, ResponseMSG: DB_ERROR };
  return {
    GetSliderList: { raw: '[{"SliderId":1,"Title":"Admission open' },
    GetAllThemeConfig: { status: 500, body: { Message: 'An error has occurred.' } },
    GetNewsList: { body: { Message: 'An error has occurred.' } },
    GetDownloadList: { body: null },
    GetProgramList: { raw: '' },
    GetDisclosureList: { raw: IIS_PAGE },
    GetSyllabusPlanList: { status: 502, raw: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
    GetAchievmentList: { body: { Message: 'No Data Found' } },
    GetNewsCategoryList: { status: 500, body: { Message: 'An error has occurred.' } },
    GetNoticeList: { status: 503, raw: 'Service Unavailable' },
    GetVideosList: { body: [] },
    GetServicesAndFacilitiesList: { body: [] },
    GetAcademicProgramList: { body: [] },
    GetExecutiveMemberList: { body: [] },
    GetIntroduction: { body: fail },
    GetContactUs: { body: fail },
    GetWhoWeAre: { body: fail },
    GetAcademicCalendar: { body: fail },
    GetEventHoliday: { body: fail },
    GetGalleryList: {
      status: 404,
      body: { Message: "No HTTP resource was found that matches the request URI 'http://erp/v1/General/GetGalleryList'." },
    },
    GetAboutCompany: { body: fail },
    GetBannerList: { hang: true },
    GetTestimonial: { body: [] },
    GetAppCMSFeatures: { body: { ...fail, DataColl: [] } },
    GetSocialMedia: { body: [] },
    'Admin.GetBirthDayList': { status: 400, body: { Message: `Invalid Data ${DB_ERROR}` } },
    'Academic.ClassListForReg': { body: { ResMSG: DB_ERROR, ResStatus: false, TotalRows: 0, DataColl: [] } },
    'Academic.GetCasteList': { body: [] },
    GetAllDocumentType: { body: fail },
  };
}

export const SETS = {
  hostile: { dir: path.join(HERE, 'fixtures-hostile'), build: hostileSet },
  broken: { dir: path.join(HERE, 'fixtures-broken'), build: brokenSet },
};

/** Operations of a set that answer with an HTTP error status (the browser logs those itself). */
export function httpErrorOps(name) {
  return Object.entries(SETS[name].build())
    .filter(([, a]) => (a.status ?? 200) >= 400)
    .map(([op]) => op);
}

/** Operations of a set that never answer. */
export function hangingOps(name) {
  return Object.entries(SETS[name].build())
    .filter(([, a]) => a.hang)
    .map(([op]) => op);
}

/** The files of a set: { 'GetX.json': text, 'GetX.status': '500\n', 'GetY.hang': '' }. */
export function filesOf(name) {
  const files = {};
  for (const [op, a] of Object.entries(SETS[name].build())) {
    if (a.hang) {
      files[`${op}.hang`] = 'This operation never answers (demo/server.mjs).\n';
      continue;
    }
    files[`${op}.json`] = 'raw' in a ? a.raw : JSON.stringify(a.body);
    if (a.status) files[`${op}.status`] = `${a.status}\n`;
  }
  return files;
}

function stale(name) {
  const { dir } = SETS[name];
  const want = filesOf(name);
  const have = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const problems = [];
  for (const [f, text] of Object.entries(want)) {
    const p = path.join(dir, f);
    if (!fs.existsSync(p)) problems.push(`${name}: missing ${f}`);
    else if (fs.readFileSync(p, 'utf8') !== text) problems.push(`${name}: ${f} differs`);
  }
  for (const f of have) if (!(f in want)) problems.push(`${name}: unexpected ${f}`);
  return problems;
}

/** Differences between the committed sets and what this script generates ([] when fresh). */
export function checkSets() {
  return Object.keys(SETS).flatMap(stale);
}

export function writeSets() {
  for (const name of Object.keys(SETS)) {
    const { dir } = SETS[name];
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const [f, text] of Object.entries(filesOf(name))) fs.writeFileSync(path.join(dir, f), text);
    console.log(`wrote ${path.relative(process.cwd(), dir) || dir} (${Object.keys(filesOf(name)).length} files)`);
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  if (process.argv.includes('--check')) {
    const problems = checkSets();
    if (problems.length) {
      console.error(`Hostile fixture sets are stale (run node demo/make-hostile-fixtures.mjs):\n${problems.join('\n')}`);
      process.exit(1);
    }
    console.log('Hostile fixture sets are up to date.');
  } else {
    writeSets();
  }
}
