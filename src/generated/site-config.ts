/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

/**
 * Which kind of page renders a route.
 */
export type PageKind =
  | 'home'
  | 'about-us'
  | 'vision-statement'
  | 'messages'
  | 'message-single'
  | 'our-team'
  | 'committee-members'
  | 'board-of-directors'
  | 'why-us'
  | 'programs'
  | 'program-detail'
  | 'syllabus'
  | 'academic-programs'
  | 'academic-program'
  | 'admission-procedure'
  | 'rules-regulations'
  | 'academic-calendar'
  | 'news-list'
  | 'news-category'
  | 'news-detail'
  | 'notice-list'
  | 'notice-detail'
  | 'gallery'
  | 'gallery-album'
  | 'videos'
  | 'testimonials'
  | 'mandatory-disclosure'
  | 'downloads'
  | 'services'
  | 'facilities'
  | 'life-at-school'
  | 'contact'
  | 'map'
  | 'transfer-certificate'
  | 'admission-inquiry'
  | 'online-admission'
  | 'static-page'
  | 'achievements'
  | 'achievement-detail'
  | 'certificate'
  | 'alumni-form'
  | 'career-list'
  | 'career-detail'
  | 'search'
  | 'not-found';
/**
 * The page's heading and document title (defaults to the last path segment).
 */
export type LocalText = string | TranslatedText;
/**
 * One home section; 'type' says which.
 */
export type Section =
  | BannerPopupSection
  | SliderSection
  | NoticeBarSection
  | AboutTeaserSection
  | AcademicProgramsSection
  | BirthdaysSection
  | HighlightsSection
  | CommitteeSection
  | MessagesSection
  | VisionSection
  | TeamSection
  | ServicesSection
  | RecentUpdatesSection
  | FeedbackTestimonialsSection
  | AchievementsSection
  | AcademicCalendarSection;
/**
 * Section heading.
 */
export type LocalText1 = string | TranslatedText;
/**
 * Section heading.
 */
export type LocalText2 = string | TranslatedText;
/**
 * What the entry says.
 */
export type LocalText3 = string | TranslatedText;
/**
 * Items visible at once.
 */
export type PerView = number;
/**
 * Card title.
 */
export type LocalText4 = string | TranslatedText;
/**
 * Card text.
 */
export type LocalText5 = string | TranslatedText;
/**
 * Page heading.
 */
export type LocalText6 = string | TranslatedText;
/**
 * Block heading.
 */
export type LocalText7 = string | TranslatedText;
/**
 * A text shown to visitors: a plain string, or one string per language.
 */
export type LocalText8 = string | TranslatedText;
/**
 * A text shown to visitors: a plain string, or one string per language.
 */
export type LocalText9 = string | TranslatedText;
/**
 * A text shown to visitors: a plain string, or one string per language.
 */
export type LocalText10 = string | TranslatedText;
/**
 * A text shown to visitors: a plain string, or one string per language.
 */
export type LocalText11 = string | TranslatedText;
/**
 * A text shown to visitors: a plain string, or one string per language.
 */
export type LocalText12 = string | TranslatedText;

/**
 * Everything school staff may change without code: the school's back-end, routes, home sections, menu, carousels, static texts and forms.
 */
export interface SiteConfig {
  /**
   * Path of this schema, so editors can offer completion. Ignored by the site.
   */
  $schema?: string;
  site: Site;
  /**
   * Every page of the site: its URL path and which kind of page renders it. The path '*' is the Page Not Found screen.
   *
   * @minItems 1
   */
  routes: [Route, ...Route[]];
  /**
   * What a crash at router level shows.
   */
  errorPage?: {
    /**
     * The page kind that renders a router crash.
     */
    page: 'router-error';
  };
  /**
   * The home page.
   */
  home: {
    /**
     * Home sections, shown in this order. Set enabled to false to hide one.
     */
    sections: Section[];
    /**
     * How many of the first enabled sections a phone shows on its first screen. Their images load at once instead of lazily, so the largest one paints early. Default 4.
     */
    firstScreenSections?: number;
  };
  menu: Menu;
  carousels: Carousels;
  content: Content;
  /**
   * How each form is delivered. Keys are form names; each must have schemas/forms/<name>.schema.json.
   */
  forms: {
    [k: string]: FormEntry;
  };
}
/**
 * The school and its back-end.
 */
export interface Site {
  /**
   * Branch code sent with every back-end call ('01').
   */
  branchCode: string;
  /**
   * Back-end base URL; '' means the same origin as the site (a proxy or the demo back-end). The build variable VITE_API_BASE overrides it.
   */
  apiBase: string;
  /**
   * Where images and files are served; '' means the same origin. The build variable VITE_FILE_HOST overrides it.
   */
  fileHost: string;
  /**
   * Document title until the back-end sends the school's name.
   */
  title: string;
  /**
   * Colours used when the back-end supplies no theme.
   */
  theme: {
    /**
     * Main colour (PrimaryColor).
     */
    primary: string;
    /**
     * Accent colour (SecondaryColor).
     */
    secondary: string;
    /**
     * Third colour (ThirdColor).
     */
    third: string;
    /**
     * Fourth colour (FourthColor).
     */
    fourth: string;
  };
  /**
   * The ERP LOGIN dropdown's external links.
   */
  erpLogin: {
    /**
     * Admin Login URL.
     */
    admin: string;
    /**
     * Teacher Login URL.
     */
    teacher: string;
    /**
     * Student Login URL.
     */
    student: string;
  };
  /**
   * The fixed, public key the back-end expects with feedback.
   */
  feedbackPassKey: string;
  /**
   * The fixed key the ERP expects with a transfer-certificate request (TCCC_Request's PassKey; not the feedback key). Needed when a form delivers with kind erp-tc. Readable by anyone who opens the site: the ERP's design (docs/deployment.md).
   */
  tcPassKey?: string;
  /**
   * The fixed key the ERP checks an alumni registration's HashData with (an HMAC-SHA512 of FullName,Contact,Email). Needed when a form delivers with kind erp-alumni. Readable by anyone who opens the site: the ERP's design (docs/deployment.md).
   */
  alumniHashKey?: string;
  /**
   * Whether a production build includes the studio (its own page, /studio, outside the site's routes). Development (npm run dev, npm start) always serves it.
   */
  studio?: boolean;
  constants: Constants;
  /**
   * The site's public address (https://school.edu.np), for sitemap.xml, canonical links and link previews. The build variable SITE_URL overrides it.
   */
  siteUrl?: string;
  /**
   * How often, at most, an open prerendered page asks the back-end whether what it shows has changed since the build (minutes). Only the operations the page shows are asked, in idle time after it loaded; changed parts are drawn again.
   */
  freshnessMinutes?: number;
  /**
   * The language of the site's addresses without a language prefix. Every page exists in English and in Nepali: with "en" (the default) English pages are at / and Nepali ones under /ne (/ne/media/news); with "ne" Nepali pages are at / and English ones under /en. A visitor's own choice (the header's switch) is remembered and wins.
   */
  defaultLanguage?: 'en' | 'ne';
  /**
   * How the scheduled rebuild (npm run rebuild:pages) publishes what the back-end answers (docs/deployment.md).
   */
  publish?: {
    /**
     * The back-end answers a failure as an empty list as often as it means 'none left'. A list (or any answer) that had content and comes back empty keeps its last content until a run at least this many minutes after the first empty answer still finds it empty; then the empty answer is published. 0 publishes an empty answer at once. Staff can publish it sooner: npm run rebuild:pages -- --confirm-empty GetNoticeList (or all).
     */
    confirmEmptyMinutes?: number;
    /**
     * An S3-compatible bucket every run (npm run build, rebuild:pages, rollback) also publishes the live release into, as s3://<bucket>/<prefix> (Amazon S3, Cloudflare R2, Backblaze B2, DigitalOcean Spaces, MinIO): only the files that changed are uploaded, the list of what is live last. The PUBLISH_TARGET variable overrides it; credentials, region and endpoint come from AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION and AWS_ENDPOINT_URL_S3 (docs/deployment.md, 'Publishing to object storage behind a CDN'). Unset: no bucket.
     */
    target?: string;
  };
  /**
   * Back-end operations whose answers name people the school would not publish permanently, added to pupils' birthdays ('Admin/GetBirthDayList': names, class, photo), which are live only whatever this list says. Their data is never written into prerendered pages, page-data files, the sitemap or link previews, and never kept in the browser's stored data or the service worker's cache (their pictures included): the parts showing it are drawn only in the browser, from a live answer. Names as in the API ('GetNoticeList', 'Admin/GetBirthDayList'); a name that is not an operation the site reads is refused.
   */
  liveOnly?: string[];
}
/**
 * Tunable numbers of the site (SPEC section 9).
 */
export interface Constants {
  /**
   * Below this window width the site uses its phone layout (768). The stylesheets switch layout at the same width (CSS cannot read this file): a developer changing it changes their min-width: 768px / max-width: 767.98px queries too; a test checks they agree.
   */
  mobileBreakpoint: number;
  /**
   * Scroll position after which the desktop navigation bar becomes fixed (120).
   */
  stickyNavAt: number;
  /**
   * Scroll position after which the back-to-top button shows (300).
   */
  backToTopAt: number;
  /**
   * How long dropdowns stay hidden after a route change (300).
   */
  menuHideDelayMs: number;
  /**
   * Home slider auto-advance interval (5000).
   */
  sliderIntervalMs: number;
  /**
   * Home slider progress bar tick (50).
   */
  sliderTickMs: number;
  aboutCut: Cut;
  messageCut: Cut1;
  visionCut: Cut2;
  /**
   * Testimonials longer than this are shortened (300).
   */
  testimonialLimit: number;
  /**
   * Length a long testimonial is shortened to (200).
   */
  testimonialCut: number;
  /**
   * News items in Recent updates (4).
   */
  recentNews: number;
  /**
   * How many items one page of a long list shows: the notices, the news (and each category's), the achievements, the gallery's albums (12). Each further page has an address of its own under the list's (/media/notice/page/2), prerendered, with numbered links.
   */
  listPageSize?: number;
  /**
   * Notices in Recent updates (5).
   */
  recentNotices: number;
  /**
   * Scroll-in animation duration (1000).
   */
  animationMs: number;
  /**
   * A back-end call that takes longer is abandoned (start-up never hangs).
   */
  requestTimeoutMs: number;
  /**
   * Inner page header banner height (272).
   */
  headerBannerHeight: number;
}
/**
 * About Us teaser length (1000 / 600).
 */
export interface Cut {
  /**
   * Characters kept on desktop.
   */
  desktop: number;
  /**
   * Characters kept on phones.
   */
  mobile: number;
}
/**
 * Leader message collapsed length (900 / 650).
 */
export interface Cut1 {
  /**
   * Characters kept on desktop.
   */
  desktop: number;
  /**
   * Characters kept on phones.
   */
  mobile: number;
}
/**
 * Vision description length (600 / 500).
 */
export interface Cut2 {
  /**
   * Characters kept on desktop.
   */
  desktop: number;
  /**
   * Characters kept on phones.
   */
  mobile: number;
}
/**
 * One page of the site.
 */
export interface Route {
  /**
   * URL path as React Router writes it, e.g. /media/news/:id/:title; '*' for Page Not Found.
   */
  path: string;
  page: PageKind;
  title?: LocalText;
  /**
   * Settings for this page kind.
   */
  props?: {
    /**
     * message-single: which leader's message (matched against Designation, e.g. 'Chairman').
     */
    designation?: string;
    /**
     * static-page: key of content.pages holding this page's text.
     */
    content?: string;
    /**
     * Form pages: the key of forms to render.
     */
    form?: string;
  };
}
/**
 * One string per language; English is required.
 */
export interface TranslatedText {
  /**
   * English text.
   */
  en: string;
  /**
   * Nepali text.
   */
  ne?: string;
}
/**
 * Banner popup opened on load.
 */
export interface BannerPopupSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Banner popup.
   */
  type: 'banner-popup';
  /**
   * Settings.
   */
  props?: {
    /**
     * Auto-play interval (3000).
     */
    autoplayMs?: number;
    /**
     * Dialog width (700).
     */
    width?: number;
    /**
     * When the popup opens again after a visitor closed it: 'session' (default) not again until the browser is closed; 'every-load' on every page load, as SPEC has it.
     */
    reopen?: 'session' | 'every-load';
  };
}
/**
 * Hero slider.
 */
export interface SliderSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Hero slider.
   */
  type: 'slider';
  /**
   * Settings.
   */
  props?: {};
}
/**
 * Scrolling notice headlines.
 */
export interface NoticeBarSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Notice bar.
   */
  type: 'notice-bar';
  props?: HeadingProps;
}
/**
 * Settings shared by simple sections.
 */
export interface HeadingProps {
  heading?: LocalText1;
  /**
   * Carousel preset.
   */
  carousel?: string;
}
/**
 * About Us teaser.
 */
export interface AboutTeaserSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * About Us teaser.
   */
  type: 'about-teaser';
  props?: HeadingProps;
}
/**
 * Academic programs carousel.
 */
export interface AcademicProgramsSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Academic programs carousel.
   */
  type: 'academic-programs';
  props?: HeadingProps;
}
/**
 * Birthday celebration carousel.
 */
export interface BirthdaysSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Birthday celebration carousel.
   */
  type: 'birthdays';
  props?: HeadingProps;
}
/**
 * Photo and video highlights.
 */
export interface HighlightsSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Highlights.
   */
  type: 'highlights';
  /**
   * Settings.
   */
  props?: {
    /**
     * Items per row on desktop (3). Phones get every item in a native swipe list.
     */
    perRow?: number;
  };
}
/**
 * Committee members carousel.
 */
export interface CommitteeSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Committee members.
   */
  type: 'committee';
  props?: HeadingProps;
}
/**
 * Leader messages carousel.
 */
export interface MessagesSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Leader messages.
   */
  type: 'messages';
  props?: HeadingProps;
}
/**
 * Vision tabs.
 */
export interface VisionSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Vision tabs.
   */
  type: 'vision';
  props?: HeadingProps;
}
/**
 * Team members.
 */
export interface TeamSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Team.
   */
  type: 'team';
  props?: HeadingProps;
}
/**
 * Services carousel.
 */
export interface ServicesSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Services carousel.
   */
  type: 'services';
  props?: HeadingProps;
}
/**
 * Latest news and notices.
 */
export interface RecentUpdatesSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Recent updates.
   */
  type: 'recent-updates';
  props?: HeadingProps;
}
/**
 * Feedback form beside testimonials.
 */
export interface FeedbackTestimonialsSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Feedback and testimonials.
   */
  type: 'feedback-testimonials';
  /**
   * Settings.
   */
  props?: {
    heading?: LocalText2;
    /**
     * Key of forms used for feedback ('feedback').
     */
    form?: string;
  };
}
/**
 * Coverflow achievements carousel.
 */
export interface AchievementsSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Achievements.
   */
  type: 'achievements';
  props?: HeadingProps;
}
/**
 * Month-by-month academic calendar (home variant).
 */
export interface AcademicCalendarSection {
  /**
   * Unique name of this entry (lower-case, dashes).
   */
  id: string;
  /**
   * false hides the section.
   */
  enabled: boolean;
  /**
   * Academic calendar.
   */
  type: 'academic-calendar';
  props?: HeadingProps;
}
/**
 * Navigation.
 */
export interface Menu {
  /**
   * The navigation bar (and phone drawer).
   */
  main: MenuEntry[];
  /**
   * The footer's Quick Links.
   */
  quickLinks: MenuEntry[];
}
/**
 * A menu entry: a link inside the site (to), outside it (href), or a dropdown (children).
 */
export interface MenuEntry {
  label: LocalText3;
  /**
   * A path inside the site; must match a declared route.
   */
  to?: string;
  /**
   * An external address (opens in a new tab).
   */
  href?: string;
  /**
   * Name of the back-end menu-config item (GetAppCMSFeatures) whose IsActive decides whether this shows. Fails open.
   */
  gate?: string;
  /**
   * Dropdown entries.
   */
  children?: MenuEntry[];
}
/**
 * Carousel breakpoints and presets.
 */
export interface Carousels {
  /**
   * Named window widths, ascending; each applies from its min width up to the next one's (the last up to max).
   */
  breakpoints: {
    /**
     * Breakpoint name used by presets (e.g. mobile).
     */
    name: string;
    /**
     * Smallest window width of this breakpoint.
     */
    min: number;
    /**
     * Largest window width (only the last breakpoint needs it).
     */
    max?: number;
  }[];
  /**
   * Items shown per breakpoint, by preset name. A breakpoint a preset omits takes the next smaller one's value.
   */
  presets: {
    /**
     * Items per breakpoint name.
     */
    [k: string]: {
      [k: string]: PerView;
    };
  };
  /**
   * Coverflow carousels (achievements).
   */
  coverflow: {
    /**
     * Slide index shown first (1 = slide 2).
     */
    startIndex: number;
    /**
     * Whether it loops.
     */
    loop: boolean;
    /**
     * Items visible at once.
     */
    perView: number;
    /**
     * Items visible at once.
     */
    perViewWide: number;
    /**
     * Width from which perViewWide applies (1024).
     */
    wideFrom: number;
  };
  /**
   * Slide transition (400).
   */
  transitionMs: number;
  /**
   * Minimum drag distance (80).
   */
  dragMin: number;
  /**
   * Autoplay interval where autoplay applies (3000).
   */
  autoplayMs: number;
}
/**
 * Texts that live in the config rather than in the back-end.
 */
export interface Content {
  /**
   * The Why Us feature cards.
   */
  whyUs: {
    title: LocalText4;
    text: LocalText5;
    /**
     * Card icon.
     */
    icon?: 'book' | 'users' | 'star' | 'shield' | 'globe' | 'heart';
  }[];
  /**
   * Static pages by key (used by static-page routes).
   */
  pages: {
    [k: string]: StaticPage;
  };
  /**
   * Open positions.
   */
  careers: Job[];
  /**
   * Online admission page.
   */
  onlineAdmission: {
    /**
     * Text above the table.
     */
    blocks: StaticBlock[];
    /**
     * The age/class table.
     */
    table: {
      caption?: LocalText11;
      /**
       * Column headings.
       */
      columns: LocalText8[];
      /**
       * Rows of cells.
       */
      rows: string[][];
    };
  };
  /**
   * Intro paragraphs of the facilities page.
   */
  facilitiesIntro: LocalText8[];
}
/**
 * A static page.
 */
export interface StaticPage {
  title: LocalText6;
  /**
   * The page's blocks.
   */
  blocks: StaticBlock[];
}
/**
 * A block of a static page: a heading, paragraphs and a bullet list.
 */
export interface StaticBlock {
  heading?: LocalText7;
  /**
   * Paragraphs of plain text.
   */
  paragraphs?: LocalText8[];
  /**
   * Bullet points.
   */
  list?: LocalText8[];
}
/**
 * An open position on the careers page.
 */
export interface Job {
  /**
   * Number used in the job's URL.
   */
  id: number;
  title: LocalText9;
  type: LocalText10;
  /**
   * Open positions.
   */
  vacancies: number;
  /**
   * Requirements list.
   */
  requirements?: LocalText8[];
  /**
   * Job description list.
   */
  description?: LocalText8[];
}
/**
 * How one form is delivered.
 */
export interface FormEntry {
  /**
   * none: nothing is sent (the visitor keeps a printable summary); feedback: the back-end's FeedbackSuggestion; http: sent to an endpoint (the school's own); erp-enquiry, erp-tc, erp-alumni: into the ERP, by the form's mapping schemas/forms/<form>.erp.json.
   */
  submit: SubmitNone | SubmitFeedback | SubmitHttp | SubmitErpEnquiry | SubmitErpTc | SubmitErpAlumni;
  howToApply?: LocalText12;
}
/**
 * Nothing is sent.
 */
export interface SubmitNone {
  /**
   * Send nothing.
   */
  kind: 'none';
}
/**
 * The back-end's FeedbackSuggestion call.
 */
export interface SubmitFeedback {
  /**
   * POST v1/General/FeedbackSuggestion.
   */
  kind: 'feedback';
}
/**
 * POST to an endpoint.
 */
export interface SubmitHttp {
  /**
   * POST to url.
   */
  kind: 'http';
  /**
   * Endpoint (a path on the back-end's origin, or an absolute URL).
   */
  url: string;
  /**
   * json, or multipart when files are attached.
   */
  encoding: 'json' | 'multipart';
}
/**
 * The ERP's admission enquiry (POST Home/SaveReg, multipart), mapped by schemas/forms/<form>.erp.json to its AddmissionEnquiry.
 */
export interface SubmitErpEnquiry {
  /**
   * POST Home/SaveReg: the parent gets the registration number the ERP gives.
   */
  kind: 'erp-enquiry';
}
/**
 * The ERP's transfer-certificate request (POST v1/Student/TCCC_Request, JSON with site.tcPassKey), mapped by schemas/forms/<form>.erp.json to its TCCCRequest.
 */
export interface SubmitErpTc {
  /**
   * POST v1/Student/TCCC_Request.
   */
  kind: 'erp-tc';
  otp?: OtpProvider;
}
/**
 * A service of the school's that texts a one-time code to the mobile number and checks it. Without it no OTP step is shown: the ERP has none (docs/decisions.md).
 */
export interface OtpProvider {
  /**
   * POST { mobile } here texts a code to the number (a path on the site's origin, or an absolute URL).
   */
  sendUrl: string;
  /**
   * POST { mobile, code } here answers { ok: true, token? } when the code is right; the token goes with the request as the header x-otp-token.
   */
  checkUrl: string;
}
/**
 * The ERP's alumni registration (POST v1/General/SaveAlumni, multipart with HashData from site.alumniHashKey), mapped by schemas/forms/<form>.erp.json to its AlumniReg.
 */
export interface SubmitErpAlumni {
  /**
   * POST v1/General/SaveAlumni.
   */
  kind: 'erp-alumni';
}
