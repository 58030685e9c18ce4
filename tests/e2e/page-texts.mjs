// What the route sweep also finds on particular paths, beyond each route's key text
// (route-key-text.mjs): a text inside the page of the right kind (<div data-page="kind">), on
// paths with real ids, on paths that must say "not found" inside their page, and on query strings
// the pages read. Some paths also carry a check of their own (the news filter from the URL, no
// video player before a click). The sweep opens each path once, when its walk reaches it or after.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support.mjs';

const fixture = (name) => JSON.parse(readFileSync(join(ROOT, 'demo/fixtures', `${name}.json`), 'utf8'));
const news = fixture('GetNewsList');
const notices = fixture('GetNoticeList');
const albums = fixture('GetGalleryList');
const videos = fixture('GetVideosList');
const testimonials = fixture('GetTestimonial').DataColl;

const firstNews = news[0];
const sportsNews = news.find((n) => n.Category === 'Sports');
const eventsNews = news.find((n) => n.Category === 'Events');
// A notice that never expires stays on the list whenever this runs.
const lasting = notices.find((n) => n.ValidUpto === null && n.ShowInWebsite !== false);
const firstAlbum = albums.find((a) => a.ImageColl.length > 1);
const firstVideo = [...videos].sort((a, b) => a.OrderNo - b.OrderNo)[0];
const SEE = '100% results in SEE 2082 for the 12th year running';

/**
 * [path, page kind (null: any page), text inside that page, optional extra check
 * (page, expect) => Promise, given the sweep's soft expect].
 * The information pages name their kind; the media and other pages were checked inside any page.
 */
export const PAGE_TEXTS = [
  // Who we are, programs and syllabus, academics, static pages.
  ['/who-we-are/about-us', 'about-us', 'was founded in 2052 B.S.'],
  ['/who-we-are/vision-statement', 'vision-statement', 'Our Mission'],
  ['/who-we-are/message', 'messages', 'Prof. Keshav Raj Adhikari'],
  ['/message/message-from-chairman', 'message-single', 'Ramesh Prasad Shrestha'],
  ['/message/message-from-principal', 'message-single', 'Dr. Sunita Rajbhandari'],
  ['/message/message-from-mentor', 'message-single', 'Prof. Keshav Raj Adhikari'],
  ['/who-we-are/our-team', 'our-team', 'Science and Mathematics'],
  ['/who-we-are/committee-members', 'committee-members', 'School Management Committee'],
  ['/vision-statement/board-Of-directors', 'board-of-directors', 'Vice Chairperson'],
  ['/vision-statement/why-us', 'why-us', 'Caring teachers'],
  ['/programs', 'programs', 'Lower Secondary Level'],
  ['/programs/secondary-level-see', 'program-detail', 'Secondary Education Examination'],
  ['/programs/astronomy', 'program-detail', 'We could not find this program'],
  ['/syllabus/primary-level', 'syllabus', 'Primary Curriculum 2083'],
  ['/academics/academic-programs', 'academic-programs', 'STEM and Robotics'],
  ['/academics/academic-program?TranId=2', 'academic-program', 'Pupils build and program robots'],
  ['/academics/academic-program', 'academic-program', 'Choose an academic program'],
  ['/academics/admission-procedure', 'admission-procedure', 'Entrance test and interview'],
  ['/academics/rules-regulations', 'rules-regulations', 'Attendance and punctuality'],
  ['/admission-procedure/online-admission', 'online-admission', 'Age and class'],
  ['/academic-programs/curriculum/kindergarden', 'static-page', 'Kindergarten Curriculum'],
  ['/academic-programs/curriculum/primary', 'static-page', 'Primary Curriculum'],
  ['/academic-programs/curriculum/lower-secondary', 'static-page', 'Lower Secondary Curriculum'],
  ['/academic-programs/creative-academics', 'static-page', 'Creative Academics'],
  ['/academic-programs/staffs-professional-development', 'static-page', 'Staff Professional Development'],
  ['/academic-programs/teaching-and-learning-methodology', 'static-page', 'Teaching and Learning Methodology'],
  // Media.
  ['/media/news', null, firstNews.Headline],
  [
    `/media/news?category=${encodeURIComponent(sportsNews.Category)}`,
    null,
    sportsNews.Headline,
    // The filtered category's news is in the unfiltered list too: the filter from the URL hides the
    // others (they stay in the page, hidden, for the filter's plain-script first answer).
    (page, expect) =>
      expect(
        page.locator('[data-page]').getByText(eventsNews.Headline).filter({ visible: true }),
        'the category filter from the URL hides other categories',
      ).toHaveCount(0),
  ],
  [
    `/media/news/${encodeURIComponent(sportsNews.Category)}`,
    null,
    sportsNews.Headline,
    (page, expect) =>
      expect(page.locator('[data-page]').getByText(eventsNews.Headline), 'a category page shows only its news').toHaveCount(0),
  ],
  [`/media/news/${firstNews.NewsSectionId}/${encodeURIComponent(firstNews.Headline)}`, null, firstNews.Headline],
  ['/media/news/987654/Nothing-here', null, 'could not be found'],
  ['/media/notice', null, lasting.HeadLine],
  [`/media/notice/${lasting.NoticeId}/${encodeURIComponent(lasting.HeadLine)}`, null, 'By Admin'],
  ['/media/gallery', null, firstAlbum.Title],
  [
    `/media/gallery/${firstAlbum.GalleryId}/${encodeURIComponent(firstAlbum.Title)}`,
    null,
    `1 / ${firstAlbum.ImageColl.length}`,
    (page, expect) => expect(page.locator('[data-page] [data-photo-widget]'), "an album's page: its photo widget").toHaveCount(1),
  ],
  ['/media/gallery/987654/Nothing-here', null, 'could not be found'],
  [
    '/media/videos',
    null,
    firstVideo.Title,
    async (page, expect) => {
      expect(await page.locator('[data-video-card]').count()).toBeGreaterThanOrEqual(videos.length);
      await expect(page.locator('[data-page] iframe'), 'no player before a click').toHaveCount(0);
    },
  ],
  ['/media/testimonials', null, testimonials[0].Name],
  // Services, public info, achievements, contact, certificate, careers.
  ['/services-facilities', null, 'School Transport'],
  ['/services-facilities/facilities', null, 'Our campus is built for learning'],
  ['/public-info/mandatory-disclosure', null, 'School Information (Mandatory Disclosure)'],
  ['/public-info/download', null, 'Fee Structure 2083'],
  ['/achievements', null, 'Gold medal at the National Science Olympiad 2083'],
  [`/achievements/${encodeURIComponent(SEE)}`, null, 'Eighteen A+ and twenty-nine A grades'],
  ['/contact/contact-us', null, 'Get in Touch'],
  ['/certificate', null, 'Transfer Certificates'],
  ['/career-list', null, 'History Teacher'],
  ['/career-list/1/science-teacher', null, 'Requirements'],
  ['/career-list/99/nobody', null, 'Job not found!'],
];
