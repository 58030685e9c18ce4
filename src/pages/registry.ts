// Where page kinds named in site.config.json meet their components. Every kind of the schema's
// enum must be listed (tsc fails otherwise); null means "not built yet", which renders through
// the unregistered path (a labelled placeholder in development, Page Not Found in production).
// Pages load lazily, so a visitor downloads only the page they open.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../app/lazy-page';
import type { PageKind } from '../generated/site-config';
import type { PageProps } from './page-props';

export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

export const pageRegistry = {
  home: lazyPage(() => import('./home/home-page')),
  'about-us': lazyPage(() => import('./about-us/about-us-page')),
  'vision-statement': lazyPage(() => import('./vision-statement/vision-statement-page')),
  messages: lazyPage(() => import('./messages/messages-page')),
  'message-single': lazyPage(() => import('./message-single/message-single-page')),
  'our-team': lazyPage(() => import('./our-team/our-team-page')),
  'committee-members': lazyPage(() => import('./committee-members/committee-members-page')),
  'board-of-directors': lazyPage(() => import('./board-of-directors/board-of-directors-page')),
  'why-us': lazyPage(() => import('./why-us/why-us-page')),
  programs: lazyPage(() => import('./programs/programs-page')),
  'program-detail': lazyPage(() => import('./program-detail/program-detail-page')),
  syllabus: lazyPage(() => import('./syllabus/syllabus-page')),
  'academic-programs': lazyPage(() => import('./academic-programs/academic-programs-page')),
  'academic-program': lazyPage(() => import('./academic-program/academic-program-page')),
  'admission-procedure': lazyPage(() => import('./admission-procedure/admission-procedure-page')),
  'rules-regulations': lazyPage(() => import('./rules-regulations/rules-regulations-page')),
  'academic-calendar': lazyPage(() => import('./academic-calendar/academic-calendar-page')),
  'news-list': lazyPage(() => import('./news-list/news-list-page')),
  'news-detail': lazyPage(() => import('./news-detail/news-detail-page')),
  'notice-list': lazyPage(() => import('./notice-list/notice-list-page')),
  'notice-detail': lazyPage(() => import('./notice-detail/notice-detail-page')),
  gallery: lazyPage(() => import('./gallery/gallery-page')),
  videos: lazyPage(() => import('./videos/videos-page')),
  testimonials: lazyPage(() => import('./testimonials/testimonials-page')),
  'mandatory-disclosure': lazyPage(() => import('./mandatory-disclosure/mandatory-disclosure-page')),
  downloads: lazyPage(() => import('./downloads/downloads-page')),
  services: lazyPage(() => import('./services/services-page')),
  facilities: lazyPage(() => import('./facilities/facilities-page')),
  'life-at-school': lazyPage(() => import('./life-at-school/life-at-school-page')),
  contact: lazyPage(() => import('./contact/contact-page')),
  map: lazyPage(() => import('./map/map-page')),
  'transfer-certificate': lazyPage(() => import('./transfer-certificate/transfer-certificate-page')),
  'admission-inquiry': lazyPage(() => import('./admission-inquiry/admission-inquiry-page')),
  'online-admission': lazyPage(() => import('./online-admission/online-admission-page')),
  'static-page': lazyPage(() => import('./static-page/static-page-page')),
  achievements: lazyPage(() => import('./achievements/achievements-page')),
  'achievement-detail': lazyPage(() => import('./achievement-detail/achievement-detail-page')),
  certificate: lazyPage(() => import('./certificate/certificate-page')),
  'alumni-form': lazyPage(() => import('./alumni-form/alumni-form-page')),
  'career-list': lazyPage(() => import('./career-list/career-list-page')),
  'career-detail': lazyPage(() => import('./career-detail/career-detail-page')),
  'not-found': lazyPage(() => import('./not-found/not-found-page')),
  studio: lazyPage(() => import('./studio/studio-page')),
} satisfies Record<PageKind, PageComponent | null>;

export function pageFor(kind: string): PageComponent | null {
  return (pageRegistry as Record<string, PageComponent | null>)[kind] ?? null;
}
