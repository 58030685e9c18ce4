// DEMO_CONTENT=years: the demo school after a few years on its ERP (issue 41). The ERP's read
// operations return every item ever published, so a school that has used it for three years
// answers with hundreds of each; demo/fixtures hold 10 notices, 8 news items and 6 albums. This
// module makes that school's answers from the demo's own: its items repeated with new ids, new
// dates over three years and numbered titles, a third of them written in Nepali (as many Nepali
// schools write their notices), in the very shapes of shared/contract/API.md (each item a copy of
// a fixture's item, so every quirk of the contract stays):
//   GetNoticeList      600 notices, 66 still valid (ValidUpto after now), the rest expired over three years
//   GetNewsList        300 news items over the categories of GetNewsCategoryList
//   GetGalleryList     60 albums of 40 photos each
//   GetAchievmentList  100 achievements
// Every other operation answers as demo/fixtures (or DEMO_FIXTURES) does.
//
// Pictures: every item's picture has an address of its own (2,400 gallery photos, a photo per
// news item, achievement and notice that had one), as an ERP's uploads have, each a symbolic link
// to one of the demo's few files of that kind (the attachments folder the demo serves, real
// photos included). The build's images step so fetches and hashes every address, as it would from
// a school's ERP, but transforms each distinct file once (its store of copies is keyed by the
// bytes): a build's picture time here is reading, not transforming 2,400 camera files.
//
// Generated, never committed: at the first start of a day, into node_modules/.cache/demo-years/
// (the answers are dated from that day: PUBLISH_NOW, else the clock, taken to its UTC midnight),
// kept per base folder and day, so later starts reuse them. Deterministic: a seeded generator,
// ids and file names hashed from fixed keys; the same base and day give the same bytes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adToBs } from './make-fixtures.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Bump when what is generated changes: the cache is kept per version. */
export const GENERATOR_VERSION = 1;
export const DEFAULT_CACHE_DIR = path.join(HERE, '..', 'node_modules', '.cache', 'demo-years');
export const DEMO_FIXTURES_DIR = path.join(HERE, 'fixtures');
/** How much there is of each (issue 41's "a few years of content"). */
export const YEARS = Object.freeze({
  notices: 600,
  validNotices: 66,
  news: 300,
  albums: 60,
  photosPerAlbum: 40,
  achievements: 100,
  years: 3,
});
/** The operations this content replaces; every other one is the base fixtures'. */
export const YEARS_OPERATIONS = ['GetNoticeList', 'GetNewsList', 'GetGalleryList', 'GetAchievmentList'];
const SEED = 41;
const DAY = 86_400_000;
/** A folder made by this module holds this file (the mirror of attachments is never mirrored again). */
const MARK = '.demo-years';
/** Any day: the picture addresses are the same for every day. */
const LINKS_DAY = Date.UTC(2026, 0, 1);

const WORDS = ['years'];

/**
 * DEMO_CONTENT's value: 'years', or null when unset; anything else is refused, as DEMO_PHOTOS is.
 * @param {Record<string, string | undefined>} [env]
 */
export function contentOption(env = process.env) {
  const word = String(env.DEMO_CONTENT ?? '')
    .trim()
    .toLowerCase();
  if (!word) return null;
  if (!WORDS.includes(word)) throw new Error(`DEMO_CONTENT: unknown "${env.DEMO_CONTENT}" (use years, or leave it unset)`);
  return word;
}

/** The UTC midnight of `now` (ms): the day the answers are dated from. */
export const dayOf = (now) => Math.floor(now / DAY) * DAY;
/** The day the build and the demo back-end date the answers from: PUBLISH_NOW's, else today's. */
export const yearsNow = (env = process.env) => dayOf(Number(env.PUBLISH_NOW) || Date.now());

// ---------------------------------------------------------------- small helpers
/** mulberry32: a small seeded generator, enough for dates and choices. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function guid(key) {
  const h = createHash('sha1').update(`hvm-years:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16], 16) & 3]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
const pad = (n) => String(n).padStart(2, '0');
/** The back-end's local date-time (no zone): 2026-11-21T14:30:00. */
const erpTime = (ms) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};
const bs = (ms) => adToBs(new Date(ms).toISOString().slice(0, 10));
const NEPALI_DIGITS = '०१२३४५६७८९';
const nepaliNumber = (n) => String(n).replace(/\d/g, (d) => NEPALI_DIGITS[Number(d)]);
const clone = (v) => JSON.parse(JSON.stringify(v));
const rowsOf = (body) => (Array.isArray(body) ? body : Array.isArray(body?.DataColl) ? body.DataColl : []);
/** A CMS upload's path under Attachments/ ('appcms/x.png'), or null for anything else. */
const uploadOf = (stored) => {
  const m = /^[\\/]Attachments[\\/](appcms[\\/][^\\/]+\.[A-Za-z0-9]+)$/i.exec(String(stored ?? ''));
  return m ? m[1].replace(/\\/g, '/') : null;
};

// ---------------------------------------------------------------- Nepali items
// Written as a school's office writes them, so that pages carry Devanagari (three bytes a letter).
const NEPALI_NOTICES = [
  {
    HeadLine: 'शुल्क भुक्तानीसम्बन्धी सूचना',
    Description: 'यस महिनाको शुल्क महिनाको अन्तिम दिनभित्र बुझाउनुहुन अनुरोध छ।',
    Content:
      '<p>अभिभावकहरूले बाँकी शुल्क <strong>महिनाको अन्तिम दिन</strong>भित्र विद्यालयको लेखा शाखामा (बिहान १० बजेदेखि दिउँसो ३ बजेसम्म) वा बैंक खातामार्फत बुझाउनुहुन अनुरोध गरिन्छ।</p>',
  },
  {
    HeadLine: 'अभिभावक–शिक्षक भेलासम्बन्धी सूचना',
    Description: 'सबै कक्षाका अभिभावकसँग कक्षा शिक्षकको भेला हुनेछ।',
    Content: '<p>भेलामा त्रैमासिक परीक्षाको नतिजा र विद्यार्थीको प्रगतिबारे छलफल हुनेछ। भेला बिहान ११ बजेदेखि दिउँसो २ बजेसम्म हुनेछ।</p>',
  },
  {
    HeadLine: 'परीक्षा तालिका प्रकाशनसम्बन्धी सूचना',
    Description: 'त्रैमासिक परीक्षाको तालिका प्रकाशित गरिएको छ।',
    Content:
      '<p>कक्षा १ देखि १० सम्मको परीक्षा तालिका तल दिइएको छ। विस्तृत तालिका डाउनलोड पृष्ठबाट लिन सकिनेछ।</p><ul><li>अङ्ग्रेजी</li><li>नेपाली</li><li>गणित</li><li>विज्ञान</li></ul>',
  },
  {
    HeadLine: 'शैक्षिक भ्रमणसम्बन्धी सूचना',
    Description: 'कक्षा ९ का विद्यार्थीहरूको तीन दिने शैक्षिक भ्रमण पोखरा र बन्दीपुरमा हुनेछ।',
    Content: '<p>सहमति फाराम र भ्रमण शुल्क रु. ७,५०० कक्षा शिक्षकलाई तोकिएको मितिभित्र बुझाउनुहोला।</p>',
  },
  {
    HeadLine: 'विदासम्बन्धी सूचना',
    Description: 'चाडपर्वका अवसरमा विद्यालय बन्द रहनेछ।',
    Content: '<p>विदापछि विद्यालय नियमित समयमै सञ्चालन हुनेछ। सबै विद्यार्थीलाई शुभकामना!</p>',
  },
  {
    HeadLine: 'भर्ना खुलासम्बन्धी सूचना',
    Description: 'नयाँ शैक्षिक सत्रका लागि नर्सरीदेखि कक्षा ९ सम्म भर्ना खुला गरिएको छ।',
    Content: '<p>भर्ना फाराम विद्यालयको कार्यालय वा वेबसाइटबाट लिन सकिनेछ। प्रवेश परीक्षाको मिति पछि प्रकाशित गरिनेछ।</p>',
  },
];
const NEPALI_NEWS = [
  {
    Headline: 'विज्ञान प्रदर्शनीमा साठी परियोजना',
    Description:
      '<p>कक्षा ४ देखि १० सम्मका विद्यार्थीले बनाएका सौर्य पानी पम्पदेखि नेपाली भाषाको च्याटबटसम्मका परियोजना विद्यालयको हलमा प्रदर्शन गरिए।</p>',
    Tags: 'विज्ञान,प्रदर्शनी',
  },
  {
    Headline: 'अन्तरविद्यालय फुटबल प्रतियोगितामा विजयी',
    Description: '<p>हाम्रो १४ वर्षमुनिको टोलीले सातदोबाटो मैदानमा भएको फाइनलमा २–१ गोलले जित हासिल गर्‍यो।</p>',
    Tags: 'फुटबल,खेलकुद',
  },
  {
    Headline: 'पुस्तकालयका लागि देउसी–भैलोबाट रकम सङ्कलन',
    Description: '<p>तिहारमा विद्यार्थी र शिक्षकले देउसी–भैलो खेलेर सङ्कलन गरेको रकमले साना कक्षाका लागि कथाका पुस्तक किनिनेछ।</p>',
    Tags: 'तिहार,पुस्तकालय',
  },
  {
    Headline: 'पूर्वविद्यार्थी भेला सम्पन्न',
    Description: '<p>विभिन्न ब्याचका दुई सयभन्दा बढी पूर्वविद्यार्थी वार्षिक भेलामा सहभागी भए र विद्यालयलाई छात्रवृत्ति कोष हस्तान्तरण गरे।</p>',
    Tags: 'पूर्वविद्यार्थी',
  },
];
const NEPALI_ACHIEVEMENTS = [
  {
    Headline: 'राष्ट्रिय विज्ञान ओलम्पियाडमा स्वर्ण पदक',
    Description: '<p>कक्षा १० की विद्यार्थीले काठमाडौँमा भएको राष्ट्रिय विज्ञान ओलम्पियाडको कनिष्ठ समूहमा स्वर्ण पदक जितिन्।</p>',
    Tags: 'ओलम्पियाड,विज्ञान',
  },
  {
    Headline: 'जिल्लास्तरीय वक्तृत्वकला प्रतियोगितामा प्रथम',
    Description: '<p>कक्षा ८ का विद्यार्थीले ललितपुर जिल्लास्तरीय नेपाली वक्तृत्वकला प्रतियोगितामा प्रथम स्थान हासिल गरे।</p>',
    Tags: 'वक्तृत्वकला',
  },
  {
    Headline: 'प्रदेशस्तरीय खेलकुदमा रजत पदक',
    Description: '<p>टेबल टेनिसमा हाम्रा दुई खेलाडीले प्रदेशस्तरीय प्रतियोगितामा रजत पदक प्राप्त गरे।</p>',
    Tags: 'टेबल टेनिस,खेलकुद',
  },
];
const NEPALI_ALBUMS = [
  { Title: 'वार्षिकोत्सव', Description: 'नृत्य, नाटक र पुरस्कार वितरण।' },
  { Title: 'खेलकुद सप्ताह', Description: 'एथलेटिक्स, फुटसल र अभिभावकको रिले दौड।' },
  { Title: 'शैक्षिक भ्रमण', Description: 'पोखरा र बन्दीपुरको तीन दिने भ्रमण।' },
  { Title: 'तिहार उत्सव', Description: 'रङ्गोली, दियो र देउसी–भैलो।' },
];

// ---------------------------------------------------------------- the content
/**
 * The four operations' answers for a school with years of content, made from `base` (each
 * operation's answer in the base fixtures: its items are the templates; the demo's own when it
 * has none), dated back from `now` (ms, taken to its UTC midnight). `links`: for each new picture
 * address (a path under Attachments/), the base file it shows.
 *
 * @param {{ base?: Record<string, unknown>, now?: number }} [o]
 * @returns {{ answers: Record<string, unknown[]>, links: Record<string, string> }}
 */
export function yearsContent({ base = readBase(DEMO_FIXTURES_DIR), now = yearsNow() } = {}) {
  const today = dayOf(now);
  const rand = random(SEED);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const links = {};
  const templates = (op, keep = () => true) => {
    const own = rowsOf(base[op]).filter((r) => r && typeof r === 'object' && keep(r));
    return own.length ? own : rowsOf(readBase(DEMO_FIXTURES_DIR)[op]).filter(keep);
  };
  /** A new address for a picture of the base (kept as it is when it is no CMS upload, or empty). */
  const picture = (stored, key) => {
    const from = uploadOf(stored);
    if (!from) return stored;
    const to = `appcms/${guid(key)}${path.extname(from)}`;
    links[to] = from;
    return `\\Attachments\\${to.replace(/\//g, '\\')}`;
  };
  const span = YEARS.years * 365 * DAY;
  // An item's time on its day: office hours, 8:00 to 16:59.
  const at = (day) => day + int(8, 16) * 3600_000 + int(0, 59) * 60_000;

  // Notices, newest first: the valid ones from the 45 days before today, expiring 2 to 60 days from now;
  // the rest from 50 days to three years back, each valid for 3 to 30 days after it was published.
  const noticeT = templates('GetNoticeList');
  const notices = [];
  for (let i = 0; i < YEARS.notices; i++) {
    const n = YEARS.notices - i;
    const valid = i < YEARS.validNotices;
    const day = valid
      ? today - (1 + Math.floor((i * 44) / YEARS.validNotices)) * DAY
      : today - (50 + Math.floor(((i - YEARS.validNotices) * (span / DAY - 50)) / (YEARS.notices - YEARS.validNotices))) * DAY;
    const published = at(day);
    const expires = valid ? today + int(2, 60) * DAY : Math.min(day + int(3, 30) * DAY, today - DAY);
    const t = clone(noticeT[i % noticeT.length]);
    const nepali = n % 3 === 0 ? NEPALI_NOTICES[(n / 3) % NEPALI_NOTICES.length] : null;
    const headline = nepali ? `${nepali.HeadLine} (सूचना नं. ${nepaliNumber(n)})` : `${t.HeadLine ?? t.Title ?? 'Notice'} (notice ${n})`;
    notices.push({
      ...t,
      NoticeId: 10_000 + n,
      HeadLine: headline,
      ...(nepali ? { Description: nepali.Description, Content: nepali.Content } : {}),
      NoticeDate: erpTime(published),
      PublishOn: erpTime(published),
      PublishTime: erpTime(published),
      ValidUpto: erpTime(expires),
      OrderNo: i + 1,
      ImagePath: picture(t.ImagePath, `notice:${n}`),
      NoticeDate_BS: bs(published),
      PublishOn_BS: bs(published),
      ValidUpto_BS: bs(expires),
      ShowInWebsite: true,
      ExpireDateTime: null,
    });
  }

  // News, newest first, over three years, over the categories (by name, as the ERP refers to them).
  const categories = rowsOf(base.GetNewsCategoryList)
    .map((c) => c?.Name)
    .filter((c) => typeof c === 'string' && c);
  const newsT = templates('GetNewsList');
  const news = [];
  for (let i = 0; i < YEARS.news; i++) {
    const n = YEARS.news - i;
    const published = at(today - Math.floor((i * span) / YEARS.news / DAY) * DAY - DAY);
    const t = clone(newsT[i % newsT.length]);
    const nepali = n % 3 === 0 ? NEPALI_NEWS[(n / 3) % NEPALI_NEWS.length] : null;
    news.push({
      ...t,
      NewsSectionId: 5_000 + n,
      Category: categories.length ? categories[i % categories.length] : (t.Category ?? ''),
      PublishedDateBS: bs(published),
      Headline: nepali ? `${nepali.Headline} (${nepaliNumber(n)})` : `${t.Headline ?? t.HeadLine ?? 'News'} (${n})`,
      ...(nepali ? { Description: nepali.Description, Tags: nepali.Tags } : {}),
      Photo: picture(t.Photo, `news:${n}`),
      PublishedDate: erpTime(published),
    });
  }

  // Albums, newest first (OrderNo 1), each of 40 photos: the photos of one of the demo's albums
  // over and over, each under an address and a name of its own.
  const albumT = templates('GetGalleryList', (a) => rowsOf(a.ImageColl).some((img) => uploadOf(img?.DocPath)));
  const albums = [];
  for (let i = 0; i < YEARS.albums; i++) {
    const n = YEARS.albums - i;
    const t = clone(albumT[i % albumT.length]);
    const photos = rowsOf(t.ImageColl).filter((img) => uploadOf(img?.DocPath));
    const nepali = n % 3 === 0 ? NEPALI_ALBUMS[(n / 3) % NEPALI_ALBUMS.length] : null;
    const slug = `album-${n}`;
    albums.push({
      ...t,
      GalleryId: 2_000 + n,
      Title: nepali ? `${nepali.Title} (${nepaliNumber(n)})` : `${t.Title ?? 'Album'} (${n})`,
      ...(nepali ? { Description: nepali.Description } : {}),
      OrderNo: i + 1,
      GuId: guid(`album:${n}`),
      ImageColl: Array.from({ length: YEARS.photosPerAlbum }, (_, p) => {
        const img = photos[p % photos.length];
        const ext = path.extname(uploadOf(img.DocPath));
        return {
          ...img,
          Name: `${slug}-${pad(p + 1)}${ext}`,
          DocPath: picture(img.DocPath, `album:${n}:photo:${p + 1}`),
          Extension: ext,
        };
      }),
    });
  }

  // Achievements, newest first, over three years.
  const achT = templates('GetAchievmentList');
  const achievements = [];
  for (let i = 0; i < YEARS.achievements; i++) {
    const n = YEARS.achievements - i;
    const day = at(today - Math.floor((i * span) / YEARS.achievements / DAY) * DAY - 3 * DAY);
    const t = clone(achT[i % achT.length]);
    const nepali = n % 3 === 0 ? NEPALI_ACHIEVEMENTS[(n / 3) % NEPALI_ACHIEVEMENTS.length] : null;
    achievements.push({
      ...t,
      AchievementSectionId: 3_000 + n,
      AchievementDateBS: bs(day),
      // The achievement page is found by its headline (SPEC §2): every one differs.
      Headline: nepali ? `${nepali.Headline} (${nepaliNumber(n)})` : `${t.Headline ?? t.HeadLine ?? 'Achievement'} (${n})`,
      ...(nepali ? { Description: nepali.Description, Tags: nepali.Tags } : {}),
      Photo: picture(t.Photo, `achievement:${n}`),
      AchievementDate: erpTime(day),
    });
  }

  return { answers: { GetNoticeList: notices, GetNewsList: news, GetGalleryList: albums, GetAchievmentList: achievements }, links };
}

/** Each operation's answer in a fixtures folder (the files that parse; the others left out). */
function readBase(dir) {
  const out = {};
  for (const op of [...YEARS_OPERATIONS, 'GetNewsCategoryList']) {
    try {
      out[op] = JSON.parse(fs.readFileSync(path.join(dir, `${op}.json`), 'utf8'));
    } catch {
      /* missing or broken: the demo's own templates are used */
    }
  }
  return out;
}

/** A fingerprint of a folder's files (names, sizes, times): what the cache is keyed by. */
function folderKey(dir) {
  const h = createHash('sha256').update(path.resolve(dir));
  for (const f of fs.readdirSync(dir).sort()) {
    const st = fs.statSync(path.join(dir, f));
    h.update(`\n${f} ${st.size} ${Math.floor(st.mtimeMs)}`);
  }
  return h.digest('hex').slice(0, 16);
}

/** Writes a folder whole under a temporary name, then renames it (a start killed half-way leaves none). */
function writeFolder(dir, fill) {
  if (fs.existsSync(path.join(dir, MARK))) return dir;
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  fs.mkdirSync(tmp, { recursive: true });
  try {
    fill(tmp);
    fs.writeFileSync(path.join(tmp, MARK), '');
    try {
      fs.renameSync(tmp, dir);
    } catch (e) {
      // Another process made it meanwhile: its folder is the same.
      if (!fs.existsSync(path.join(dir, MARK))) throw e;
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

/**
 * A fixtures folder with years of content: every file of `fixtures` (its .status and .hang files
 * too), the four operations of YEARS_OPERATIONS generated (yearsContent) for the day of `now`.
 * Made once per base folder and day, then reused.
 *
 * @param {{ fixtures?: string, now?: number, cacheDir?: string }} [o]
 * @returns {string} the folder
 */
export function yearsFixturesDir({ fixtures = DEMO_FIXTURES_DIR, now = yearsNow(), cacheDir = DEFAULT_CACHE_DIR } = {}) {
  if (fs.existsSync(path.join(fixtures, MARK))) return fixtures;
  const day = new Date(dayOf(now)).toISOString().slice(0, 10);
  const dir = path.join(cacheDir, `v${GENERATOR_VERSION}`, `fixtures-${folderKey(fixtures)}-${day}`);
  return writeFolder(dir, (tmp) => {
    for (const f of fs.readdirSync(fixtures)) {
      const from = path.join(fixtures, f);
      if (fs.statSync(from).isFile()) fs.copyFileSync(from, path.join(tmp, f));
    }
    const { answers } = yearsContent({ base: readBase(fixtures), now });
    for (const [op, body] of Object.entries(answers)) fs.writeFileSync(path.join(tmp, `${op}.json`), JSON.stringify(body));
  });
}

/**
 * An attachments folder for years of content: `attachments` (the demo's drawings, the real
 * photos, DEMO_ATTACHMENTS) as it is, through symbolic links, plus a link for every new picture
 * address to the file it shows. Made once per base folder, then reused.
 *
 * @param {string} attachments the base folder
 * @param {{ fixtures?: string, cacheDir?: string }} [o] fixtures: the base fixtures (their pictures are the links' targets)
 * @returns {string} the folder
 */
export function yearsAttachmentsDir(attachments, { fixtures = DEMO_FIXTURES_DIR, cacheDir = DEFAULT_CACHE_DIR } = {}) {
  const baseDir = path.resolve(attachments);
  if (fs.existsSync(path.join(baseDir, MARK))) return baseDir;
  // (The addresses do not depend on the day: any day gives the same links.)
  const { links } = yearsContent({ base: readBase(fixtures), now: LINKS_DAY });
  const key = createHash('sha256')
    .update(`${baseDir}\n${JSON.stringify(links)}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(cacheDir, `v${GENERATOR_VERSION}`, `attachments-${key}`);
  return writeFolder(dir, (tmp) => {
    // Folders are made, files linked: the new links go into appcms/ beside the base's own files.
    const mirror = (from, to) => {
      fs.mkdirSync(to, { recursive: true });
      for (const e of fs.readdirSync(from, { withFileTypes: true })) {
        if (e.isDirectory()) mirror(path.join(from, e.name), path.join(to, e.name));
        else fs.symlinkSync(path.join(from, e.name), path.join(to, e.name));
      }
    };
    if (fs.existsSync(baseDir)) mirror(baseDir, tmp);
    for (const [to, from] of Object.entries(links)) {
      const file = path.join(tmp, ...to.split('/'));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // A link to a missing file (DEMO_PHOTOS=real,broken's missing one) stays a missing file.
      fs.symlinkSync(path.join(baseDir, ...from.split('/')), file);
    }
  });
}
