// Every back-end operation the site reads, with its guard. SPEC §7 fires these at start-up.
import { defineOperation } from './operation';
import { guardAchievements } from './guards/achievements';
import { guardBanners } from './guards/banners';
import { guardBirthdays } from './guards/birthdays';
import { guardCalendar } from './guards/calendar';
import { guardCompany } from './guards/company';
import { guardContact } from './guards/contact';
import { guardDisclosures } from './guards/disclosures';
import { guardDownloads } from './guards/downloads';
import { guardCastes, guardDocumentTypes, guardRegistrationClasses } from './guards/erp-choices';
import { guardEventHoliday } from './guards/event-holiday';
import { guardExecutiveMembers } from './guards/executive-members';
import { guardFeatures } from './guards/features';
import { guardGallery } from './guards/gallery';
import { guardIntroduction } from './guards/introduction';
import { guardNews } from './guards/news';
import { guardNewsCategories } from './guards/news-categories';
import { guardNotices } from './guards/notices';
import { guardPrograms } from './guards/programs';
import { guardAcademicPrograms, guardServices } from './guards/services';
import { guardSlider } from './guards/slider';
import { guardSocialMedia } from './guards/social';
import { guardSyllabus } from './guards/syllabus';
import { guardTestimonials } from './guards/testimonials';
import { guardTheme } from './guards/theme';
import { guardVideos } from './guards/videos';
import { guardWhoWeAre } from './guards/who-we-are';

export const ops = {
  slider: defineOperation('GetSliderList', guardSlider),
  theme: defineOperation('GetAllThemeConfig', guardTheme),
  news: defineOperation('GetNewsList', guardNews),
  downloads: defineOperation('GetDownloadList', guardDownloads),
  programs: defineOperation('GetProgramList', guardPrograms),
  disclosures: defineOperation('GetDisclosureList', guardDisclosures),
  syllabus: defineOperation('GetSyllabusPlanList', guardSyllabus),
  achievements: defineOperation('GetAchievmentList', guardAchievements),
  newsCategories: defineOperation('GetNewsCategoryList', guardNewsCategories),
  // No paging: the back-end then answers a bare array (contract #10).
  notices: defineOperation('GetNoticeList', guardNotices),
  videos: defineOperation('GetVideosList', guardVideos),
  services: defineOperation('GetServicesAndFacilitiesList', guardServices),
  academicPrograms: defineOperation('GetAcademicProgramList', guardAcademicPrograms),
  executiveMembers: defineOperation('GetExecutiveMemberList', guardExecutiveMembers),
  introduction: defineOperation('GetIntroduction', guardIntroduction),
  contact: defineOperation('GetContactUs', guardContact),
  whoWeAre: defineOperation('GetWhoWeAre', guardWhoWeAre),
  calendar: defineOperation('GetAcademicCalendar', guardCalendar),
  eventHoliday: defineOperation('GetEventHoliday', guardEventHoliday),
  gallery: defineOperation('GetGalleryList', guardGallery),
  company: defineOperation('GetAboutCompany', guardCompany),
  banners: defineOperation('GetBannerList', guardBanners),
  testimonials: defineOperation('GetTestimonial', guardTestimonials),
  features: defineOperation('GetAppCMSFeatures', guardFeatures),
  socialMedia: defineOperation('GetSocialMedia', guardSocialMedia),
  birthdays: defineOperation('Admin/GetBirthDayList', guardBirthdays),
  // The choices of the forms that go to the ERP (ERP-FORMS.md §5): read by the forms that use
  // them, never at start-up.
  registrationClasses: defineOperation('Academic/ClassListForReg', guardRegistrationClasses),
  castes: defineOperation('Academic/GetCasteList', guardCastes),
  documentTypes: defineOperation('GetAllDocumentType', guardDocumentTypes),
};

/**
 * The operations a page checks with the ERP itself after load: a form's choices are sent back as
 * the ERP's ids, which the ERP may renumber, so the page that offers them asks for them live
 * (src/islands/freshness-probe.ts). Every other operation a page learns of from the site's change
 * note, never from the ERP.
 */
export const checkedLive = [ops.registrationClasses, ops.castes, ops.documentTypes];

/**
 * Fired in parallel at start-up (SPEC §7, in its order, plus the birthday call); the loader shows
 * until all have settled (or have cached data). SPEC calls GetIntroduction twice; one SWR key is
 * one request, so it is listed once.
 */
export const startupOperations = [
  ops.slider,
  ops.theme,
  ops.news,
  ops.downloads,
  ops.programs,
  ops.disclosures,
  ops.syllabus,
  ops.achievements,
  ops.newsCategories,
  ops.notices,
  ops.videos,
  ops.services,
  ops.academicPrograms,
  ops.executiveMembers,
  ops.introduction,
  ops.contact,
  ops.whoWeAre,
  ops.calendar,
  ops.eventHoliday,
  ops.gallery,
  ops.company,
  ops.banners,
  ops.testimonials,
  ops.features,
  ops.socialMedia,
  ops.birthdays,
];
