// The key text of every route of site.config.json: what a visitor must find in <main> once the
// page has settled with the normal demo data, so a page that renders its frame but loses its
// content (an empty list, a guard that drops everything, a form that never mounts) fails the
// route sweep. Texts come from the demo fixtures (demo/fixtures/*.json) and the config's own
// texts, read here rather than copied, so regenerating the fixtures keeps the table honest.
// Compared case-insensitively with whitespace collapsed (innerText applies CSS text-transform).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support.mjs';
import { config } from './routes-support.mjs';

/** An operation's fixture as a list (bare array, or the DataColl of a wrapper, or one object). */
function fx(op) {
  const body = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures', `${op}.json`), 'utf8'));
  if (Array.isArray(body)) return body;
  if (Array.isArray(body?.DataColl)) return body.DataColl;
  return [body?.DataColl ?? body];
}

const en = (t) => (typeof t === 'string' ? t : (t?.en ?? ''));
/** src/lib/slug.ts, as links are made. */
const slugify = (text) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
const segment = (path, i) => decodeURIComponent(path.split('?')[0].split('/')[i] ?? '');
const byName = (op, field, value) => fx(op).find((x) => x[field] === value);
const formLabels = (form, n = 2) =>
  Object.values(JSON.parse(readFileSync(join(ROOT, 'schemas/forms', `${form}.schema.json`), 'utf8')).properties)
    .slice(0, n)
    .map((p) => en(p.title));
const page = (key) => [en(config.content.pages[key].title), en(config.content.pages[key].blocks?.[0]?.heading)].filter(Boolean);
const program = (path) => fx('GetProgramList').find((p) => slugify(p.Name) === segment(path, 2));

/** The map as the header and contact page link to it: the school's own embed from GetContactUs. */
export const MAP_PATH = `/map?frame=${encodeURIComponent(fx('GetContactUs')[0].MapUrl)}`;

/** Paths the sweep opens instead of a route's bare path (the map only shows with its frame). */
export const OPEN_AS = { '/map': MAP_PATH };

/** Selectors that must match inside <main>, where the key content is not text. */
export const KEY_ELEMENTS = { '/map': 'iframe[src^="https://www.google.com/maps/embed?"]' };

/** Route path → (opened path) → texts that must all be in <main>, beside the route's own title. */
const KEY = {
  // (Not the hero slider's titles: it fades, so only the current slide's text is rendered.)
  '/': () => ['founded in 2052 B.S.', fx('GetAcademicProgramList')[0].Title, 'Committee Members'],
  '/who-we-are/about-us': () => [fx('GetAboutCompany')[0].Name, 'founded in 2052 B.S.'],
  '/who-we-are/vision-statement': () =>
    fx('GetIntroduction')[0]
      .VisionList.map((v) => v.Title)
      .slice(0, 2),
  '/who-we-are/message': () => ['Ramesh Prasad Shrestha', 'Dr. Sunita Rajbhandari'],
  '/message/message-from-chairman': () => ['Ramesh Prasad Shrestha', 'Dear parents, students and well-wishers'],
  '/message/message-from-principal': () => ['Dr. Sunita Rajbhandari', 'Welcome to Himalaya Vidya Mandir!'],
  '/message/message-from-mentor': () => ['Prof. Keshav Raj Adhikari', 'A school that remembers its roots'],
  '/who-we-are/our-team': () => ['Mohan Karki', 'Vice Principal'],
  '/who-we-are/committee-members': () => ['Dil Bahadur Lama', 'School Management Committee'],
  '/vision-statement/board-Of-directors': () =>
    fx('GetExecutiveMemberList')
      .slice(0, 2)
      .flatMap((m) => [m.FullName, m.Designation]),
  '/vision-statement/why-us': () => config.content.whyUs.slice(0, 2).map((w) => en(w.title)),
  '/programs': () => fx('GetProgramList').map((p) => p.Name),
  '/programs/:slug': (path) => [program(path)?.Name ?? `a program named by ${path}`, 'View Syllabus'],
  '/syllabus/:slug': (path) => [byName('GetSyllabusPlanList', 'Program', program(path)?.Name)?.Name ?? `a syllabus for ${path}`],
  '/academics/academic-programs': () =>
    fx('GetAcademicProgramList')
      .slice(0, 2)
      .map((p) => p.Title),
  '/academics/academic-program': () => ['Choose an academic program to see its details.'],
  '/academics/admission-procedure': () => ['Collect the admission form'],
  '/academics/rules-regulations': () => ['Attendance and punctuality'],
  '/academics/calendar': () => ['Academic calendar 2083 BS', 'New Year 2083'],
  '/media/news': () =>
    fx('GetNewsList')
      .slice(0, 2)
      .map((n) => n.Headline),
  // A category's page: its news (the first two), by the category in its path.
  '/media/news/:category': (path) =>
    fx('GetNewsList')
      .filter((n) => n.Category?.toLowerCase() === segment(path, 3).toLowerCase())
      .slice(0, 2)
      .map((n) => n.Headline),
  '/media/news/:id/:title': (path) => [
    byName('GetNewsList', 'NewsSectionId', Number(segment(path, 3)))?.Headline ?? `news ${path}`,
    'Back to all news',
  ],
  // Notices without ValidUpto never expire, whatever day the suite runs.
  '/media/notice': () =>
    fx('GetNoticeList')
      .filter((n) => !n.ValidUpto)
      .map((n) => n.HeadLine),
  '/media/notice/:id/:title': (path) => [byName('GetNoticeList', 'NoticeId', Number(segment(path, 3)))?.HeadLine ?? `notice ${path}`],
  '/media/gallery': () =>
    fx('GetGalleryList')
      .slice(0, 2)
      .map((g) => g.Title),
  // An album's page: its title (the heading) and its photo widget's counter.
  '/media/gallery/:id/:title': (path) => {
    const album = byName('GetGalleryList', 'GalleryId', Number(segment(path, 3)));
    return album ? [album.ImageColl.length ? `1 / ${album.ImageColl.length}` : 'No images available'] : [`album ${path}`];
  },
  '/media/videos': () =>
    fx('GetVideosList')
      .slice(0, 2)
      .map((v) => v.Title),
  '/media/testimonials': () =>
    fx('GetTestimonial')
      .slice(0, 2)
      .flatMap((x) => [x.Title, x.Name]),
  '/public-info/mandatory-disclosure': () => [fx('GetDisclosureList')[0].Title, 'Name of the school'],
  '/public-info/download': () =>
    fx('GetDownloadList')
      .slice(0, 2)
      .map((d) => d.Title),
  '/services-facilities': () =>
    fx('GetServicesAndFacilitiesList')
      .slice(0, 2)
      .flatMap((s) => [s.Title, s.Description]),
  '/services-facilities/facilities': () => [
    en(config.content.facilitiesIntro[0]),
    ...fx('GetServicesAndFacilitiesList')
      .slice(0, 2)
      .map((s) => s.Title),
  ],
  '/services-facilities/life-at-school': () =>
    fx('GetTestimonial')
      .slice(0, 2)
      .flatMap((x) => [x.Title, x.Name]),
  '/contact/contact-us': () => [fx('GetContactUs')[0].Address, fx('GetContactUs')[0].EmailId, ...formLabels('contact')],
  '/map': () => [],
  // (Without a query: the search's form and its hint, src/i18n/en.ts.)
  '/search': () => ['Search the site', 'Type a word from a notice'],
  '/requests-inquiries/transfer-certificate': () => formLabels('transfer-certificate', 3),
  '/requests-inquiries/admission-inquiry': () => ['Personal Information', 'First Name'],
  '/admission-procedure/online-admission': () => [en(config.content.onlineAdmission.blocks[0].heading)],
  '/academic-programs/curriculum/kindergarden': () => page('kindergarden'),
  '/academic-programs/curriculum/primary': () => page('primary'),
  '/academic-programs/curriculum/lower-secondary': () => page('lower-secondary'),
  '/academic-programs/creative-academics': () => page('creative-academics'),
  '/academic-programs/staffs-professional-development': () => page('staffs-professional-development'),
  '/academic-programs/teaching-and-learning-methodology': () => page('teaching-and-learning-methodology'),
  '/achievements': () =>
    fx('GetAchievmentList')
      .slice(0, 2)
      .map((a) => a.Headline),
  '/achievements/:slug': (path) => [
    fx('GetAchievmentList').find((a) => a.Headline === segment(path, 2) || slugify(a.Headline) === slugify(segment(path, 2)))?.Headline ??
      `achievement ${path}`,
  ],
  '/certificate': () => ['Request a transfer certificate'],
  '/alumni-form': () => ['Personal Details', 'Employment', 'Organization Name'],
  '/career-list': () => config.content.careers.map((c) => en(c.title)),
  '/career-list/:id/:title': (path) => {
    const job = config.content.careers.find((c) => c.id === Number(segment(path, 2)));
    return job ? [en(job.title), en(job.type), ...(job.requirements ?? []).slice(0, 1).map(en)] : [`job ${path}`];
  },
};

/** Routes of the config with no entry in the table (a new route must say what it shows). */
export function routesWithoutKeyText(routes) {
  return routes.filter((r) => !(r.path in KEY)).map((r) => r.path);
}

/** The texts that must be in <main> on `path`, opened for route `route`. */
export function keyTexts(route, path) {
  return [en(route.title), ...(KEY[route.path]?.(path) ?? [])].filter(Boolean);
}

/**
 * Waits (up to timeout) for every key text and element to be in <main>; returns what is missing.
 * Forms and the notice list render after the page's data arrives, hence the wait.
 */
export async function missingKeyText(page, route, path, timeout = 5000) {
  const texts = keyTexts(route, path).map((t) => t.replace(/\s+/g, ' ').trim().toLowerCase());
  const selector = KEY_ELEMENTS[route.path] ?? null;
  const probe = ([want, sel]) => {
    const main = document.querySelector('main');
    const have = (main?.innerText ?? '').replace(/\s+/g, ' ').toLowerCase();
    const missing = want.filter((t) => !have.includes(t));
    if (sel && !main?.querySelector(sel)) missing.push(`an element ${sel}`);
    return missing;
  };
  // Functions, not strings: a string predicate is eval'd in the page, which the site's CSP
  // (no 'unsafe-eval') rightly blocks and reports as a violation.
  const args = [texts, selector];
  const now = await page.evaluate(probe, args);
  if (!now.length) return now;
  // Polled by interval: requestAnimationFrame polling crawls in a page the sweep runs beside another.
  await page
    .waitForFunction(
      (a) => {
        const main = document.querySelector('main');
        const have = (main?.innerText ?? '').replace(/\s+/g, ' ').toLowerCase();
        return a[0].every((t) => have.includes(t)) && (!a[1] || !!main?.querySelector(a[1]));
      },
      args,
      { timeout, polling: 100 },
    )
    .catch(() => {});
  return page.evaluate(probe, args);
}
