// Where page kinds named in site.config.json meet their components, and when each page's body
// wakes on a prerendered page (src/island-kit/wake.ts): a page that only shows data is 'static' and
// ships no JavaScript of its own. Every kind of the schema's enum must be listed (tsc fails
// otherwise); null means "not built yet", which renders through the unregistered path (a labelled
// placeholder in development, Page Not Found in production). Pages load lazily, so a visitor
// downloads only the page they open. The forms and the calendar wake on interaction: their first
// screen is whole in the HTML, typing before they wake is kept, and they wake at once when a
// draft is stored for them or the day they drew has passed (src/islands/loader.ts).
import type { PageKind } from '../generated/site-config';
import { island, type IslandEntry } from '../island-kit/island-entry';
import type { PageProps } from './page-props';

export type PageComponent = IslandEntry<PageProps>['component'];

export const pageRegistry = {
  home: island(() => import('./home/home-page'), 'static'),
  'about-us': island(() => import('./about-us/about-us-page'), 'static'),
  'vision-statement': island(() => import('./vision-statement/vision-statement-page'), 'static'),
  messages: island(() => import('./messages/messages-page'), 'interaction'),
  'message-single': island(() => import('./message-single/message-single-page'), 'interaction'),
  'our-team': island(() => import('./our-team/our-team-page'), 'static'),
  'committee-members': island(() => import('./committee-members/committee-members-page'), 'static'),
  'board-of-directors': island(() => import('./board-of-directors/board-of-directors-page'), 'static'),
  'why-us': island(() => import('./why-us/why-us-page'), 'static'),
  programs: island(() => import('./programs/programs-page'), 'static'),
  'program-detail': island(() => import('./program-detail/program-detail-page'), 'static'),
  syllabus: island(() => import('./syllabus/syllabus-page'), 'static'),
  'academic-programs': island(() => import('./academic-programs/academic-programs-page'), 'static'),
  'academic-program': island(() => import('./academic-program/academic-program-page'), 'static'),
  'admission-procedure': island(() => import('./admission-procedure/admission-procedure-page'), 'static'),
  'rules-regulations': island(() => import('./rules-regulations/rules-regulations-page'), 'static'),
  'academic-calendar': island(() => import('./academic-calendar/academic-calendar-page'), 'interaction'),
  // The news list's category filters are links to a page per category (prerendered): no script.
  'news-list': island(() => import('./news-list/news-list-page'), 'static'),
  'news-category': island(() => import('./news-list/news-list-page'), 'static'),
  'news-detail': island(() => import('./news-detail/news-detail-page'), 'static'),
  'notice-list': island(() => import('./notice-list/notice-list-page'), 'static'),
  'notice-detail': island(() => import('./notice-detail/notice-detail-page'), 'static'),
  // The gallery lists covers that link to the albums (no script); an album's photos open the viewer.
  gallery: island(() => import('./gallery/gallery-page'), 'static'),
  'gallery-album': island(() => import('./gallery-album/gallery-album-page'), 'interaction'),
  videos: island(() => import('./videos/videos-page'), 'interaction'),
  testimonials: island(() => import('./testimonials/testimonials-page'), 'interaction'),
  'mandatory-disclosure': island(() => import('./mandatory-disclosure/mandatory-disclosure-page'), 'static'),
  downloads: island(() => import('./downloads/downloads-page'), 'visible'),
  services: island(() => import('./services/services-page'), 'static'),
  facilities: island(() => import('./facilities/facilities-page'), 'static'),
  'life-at-school': island(() => import('./life-at-school/life-at-school-page'), 'visible'),
  contact: island(() => import('./contact/contact-page'), 'interaction'),
  map: island(() => import('./map/map-page'), 'load'),
  'transfer-certificate': island(() => import('./transfer-certificate/transfer-certificate-page'), 'interaction'),
  'admission-inquiry': island(() => import('./admission-inquiry/admission-inquiry-page'), 'interaction'),
  'online-admission': island(() => import('./online-admission/online-admission-page'), 'static'),
  'static-page': island(() => import('./static-page/static-page-page'), 'static'),
  achievements: island(() => import('./achievements/achievements-page'), 'static'),
  'achievement-detail': island(() => import('./achievement-detail/achievement-detail-page'), 'static'),
  certificate: island(() => import('./certificate/certificate-page'), 'interaction'),
  'alumni-form': island(() => import('./alumni-form/alumni-form-page'), 'interaction'),
  'career-list': island(() => import('./career-list/career-list-page'), 'static'),
  'career-detail': island(() => import('./career-detail/career-detail-page'), 'interaction'),
  // Wakes at load: the address's ?q= is searched at once; Pagefind itself loads only for a query.
  search: island(() => import('./search/search-page'), 'load'),
  'not-found': island(() => import('./not-found/not-found-page'), 'static'),
} satisfies Record<PageKind, IslandEntry<PageProps> | null>;

export function pageEntry(kind: string): IslandEntry<PageProps> | null {
  return (pageRegistry as Record<string, IslandEntry<PageProps> | null>)[kind] ?? null;
}

export function pageFor(kind: string): PageComponent | null {
  return pageEntry(kind)?.component ?? null;
}
