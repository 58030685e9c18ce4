// Generates demo/fixtures/*.json: the answers of a fictional school, "Himalaya Vidya Mandir",
// shaped exactly as shared/contract/API.md describes the real back-end (quirks included).
// Deterministic: no clock, no randomness; GUIDs are hashes of fixed keys.
// Run: node demo/make-fixtures.mjs   (then node demo/make-images.mjs for the pictures it names)
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { school, content } from './content.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const TODAY = '2026-11-22'; // the date the fixtures are written for

// ---------------------------------------------------------------- helpers
export function guid(key) {
  const h = crypto.createHash('sha1').update(`hvm:${key}`).digest('hex');
  const v = '89ab'[parseInt(h[16], 16) & 3];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Image registry: every path a fixture names, with what make-images.mjs should draw there. */
const images = [];
const seen = new Map();
function file(kind, key, opts = {}) {
  if (seen.has(key)) return seen.get(key);
  const ext = opts.ext || 'png';
  const folder = opts.folder || 'appcms';
  const name = `${guid(`file:${key}`)}.${ext}`;
  images.push({ file: `${folder}/${name}`, kind, key, ...opts });
  const stored = `\\Attachments\\${folder.replace(/\//g, '\\')}\\${name}`;
  seen.set(key, stored);
  return stored;
}
const card = (key, motif, hue) => file('card', key, { w: 600, h: 400, motif, hue });
const person = (key, hue, look) => file('person', key, { w: 300, h: 300, hue, look });

// Base members (G4). Items never report their own success: IsSuccess false, ResponseMSG null.
const baseAll = () => ({
  IsSuccess: false,
  ResponseMSG: null,
  ErrorNumber: 0,
  RId: 0,
  ResponseId: null,
  CUserId: 0,
  EntityId: 0,
  CUserName: null,
  JsonStr: null,
});
const baseEx = () => ({ IsSuccess: false, ResponseMSG: null, ErrorNumber: 0, EntityId: 0, CUserName: null, JsonStr: null }); // RId, CUserId, ResponseId excluded
const baseInc = () => ({ IsSuccess: false, ResponseMSG: null });
const ok = { IsSuccess: true, ResponseMSG: 'Success' };

// ---------------------------------------------------------------- Bikram Sambat 2083
export const BS_YEAR = 2083;
export const BS_START = '2026-04-14'; // 1 Baishakh 2083
export const BS_MONTH_LENGTHS = [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30];
export const MONTH_NAMES = [
  'Baishakh',
  'Jestha',
  'Ashadh',
  'Shrawan',
  'Bhadra',
  'Ashwin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
];
const DAY = 86400000;
const pad = (n) => String(n).padStart(2, '0');
const isoDay = (t) => new Date(t).toISOString().slice(0, 10);
function bsToAd(m, d) {
  let offset = d - 1;
  for (let i = 0; i < m - 1; i++) offset += BS_MONTH_LENGTHS[i];
  return Date.parse(`${BS_START}T00:00:00Z`) + offset * DAY;
}
const bsText = (m, d) => `${BS_YEAR}-${pad(m)}-${pad(d)}`;

// Other years (dates of birth, 2082 dates) come from the bikram-sambat devDependency, which also
// vouches for the 2083 table above.
const require = createRequire(import.meta.url);
const bs = require('bikram-sambat');
for (let m = 1; m <= 12; m++) {
  if (bs.daysInMonth(BS_YEAR, m) !== BS_MONTH_LENGTHS[m - 1]) throw new Error(`BS ${BS_YEAR}-${m} length mismatch`);
  if (bs.toGreg_text(BS_YEAR, m, 1) !== isoDay(bsToAd(m, 1))) throw new Error(`BS ${BS_YEAR}-${m} start mismatch`);
}
/** 'YYYY-MM-DD' (AD) → 'YYYY-MM-DD' (BS). */
export const adToBs = (ad) => bs.toBik_euro(ad);

// ---------------------------------------------------------------- operations
function sliders() {
  return content.sliders.map((s, i) => ({
    SliderId: s.id,
    Title: s.title,
    Description: s.description,
    ImagePath: file('slider', `slider-${s.id}`, { w: 1200, h: 500, motif: s.motif, hue: s.hue }),
    OrderNo: s.order,
    ...baseEx(),
    ...(i === 2 ? { ResponseMSG: '' } : {}),
  }));
}

function theme() {
  return { ResponseMSG: 'Success', IsSuccess: true, DataColl: { ...school.theme, ...ok } };
}

function news() {
  return content.news.map((n) => ({
    NewsSectionId: n.id,
    Category: n.category,
    PublishedDateBS: n.date ? adToBs(n.date.slice(0, 10)) : '',
    Headline: n.headline,
    Description: n.description,
    Tags: n.tags,
    Photo: n.photo === '' ? '' : card(`news-${n.id}`, n.motif, n.hue),
    PublishedDate: n.date || '0001-01-01T00:00:00',
    ...baseInc(),
  }));
}

function newsCategories() {
  return content.newsCategories.map((c) => ({ CategoryId: c.id, Name: c.name, Description: c.description, OrderNo: c.order, ...baseEx() }));
}

function downloads() {
  return content.downloads.map((d) => ({
    TranId: d.id,
    Title: d.title,
    AttachmentPath: file(d.ext === 'jpg' ? 'jpeg' : d.ext, `download-${d.id}`, { ext: d.ext, title: d.title, w: 600, h: 800, hue: 200 }),
    ...baseInc(),
  }));
}

function programs() {
  return content.programs.map((p) => ({ ProgramId: p.id, Name: p.name, Description: p.description, OrderNo: p.order, ...baseInc() }));
}

function disclosures() {
  return content.disclosures.map((d) => ({ TranId: d.id, Title: d.title, Description: d.description, ...baseInc() }));
}

function syllabusPlans() {
  let syllabusId = 100;
  return content.syllabus.map((plan, pi) => ({
    TranId: pi + 1,
    ProgramId: null,
    NoOfSyllabus: plan.subjects.length,
    Name: plan.name,
    Program: plan.program,
    DetailsColl: plan.subjects.map(([subject, topics], si) => {
      const id = ++syllabusId;
      return {
        SyllabusId: id,
        TranId: pi + 1,
        SNo: si + 1,
        SyllabusName: subject,
        TopicColl: topics.map((t, ti) => ({ SyllabusId: id, SyllabusSNo: si + 1, SNo: ti + 1, TopicName: t, ...baseInc() })),
        ...baseInc(),
      };
    }),
    ...baseInc(),
  }));
}

function achievements() {
  return content.achievements.map((a) => ({
    AchievementSectionId: a.id,
    Category: a.category,
    AchievementDateBS: a.date ? adToBs(a.date.slice(0, 10)) : '',
    Headline: a.headline,
    Description: a.description,
    Tags: a.tags,
    Photo: card(`achievement-${a.id}`, a.motif, a.hue),
    AchievementDate: a.date || '0001-01-01T00:00:00',
    ...baseInc(),
  }));
}

function notices() {
  return content.notices.map((n) => {
    const bsOf = (v) => (v ? adToBs(v.slice(0, 10)) : '');
    return {
      NoticeId: n.id,
      HeadLine: n.headline,
      Description: n.description,
      NoticeDate: n.date,
      PublishOn: n.publishOn ?? n.date,
      PublishTime: n.publishOn ?? n.date,
      ValidUpto: n.validUpto,
      OrderNo: n.order,
      ImagePath: n.image ? card(`notice-${n.id}`, n.image, n.hue) : '',
      Content: n.content,
      NoticeDate_BS: bsOf(n.date),
      PublishOn_BS: bsOf(n.publishOn ?? n.date),
      ValidUpto_BS: bsOf(n.validUpto),
      IsRead: false,
      ShowInApp: n.showInApp !== false,
      ShowInWebsite: true,
      AttachmentColl: [],
      IsSuccess: false,
      ResponseMSG: null,
      EntityId: 0,
      CUserName: null,
      ExpireDateTime: null,
    };
  });
}

function videos() {
  return content.videos.map((v) => {
    const urls = v.addUrl.split('##').filter(Boolean);
    return {
      VideosId: v.id,
      Title: v.title,
      Description: v.description,
      AddUrl: v.addUrl,
      AttachFilePath: v.thumb ? file('card', `video-${v.id}`, { w: 480, h: 270, motif: v.thumb, hue: v.hue }) : '',
      OrderNo: v.order,
      Content: v.content,
      UrlColl: urls,
      VideosURLColl: v.withUrlColl
        ? urls.map((u, i) => ({ VideosId: v.id, URLPath: u, ThumbnailPath: null, Description: i === 0 ? v.title : null }))
        : [],
      ...baseEx(),
    };
  });
}

function sectionItems(list, prefix) {
  return list.map((s) => ({
    TranId: s.id,
    Title: s.title,
    OrderNo: s.order,
    Description: s.description,
    Content: s.content,
    ImagePath: card(`${prefix}-${s.id}`, s.motif, s.hue),
    SubmenuTitle: s.submenu ?? s.title,
    ...baseEx(),
  }));
}

function executives() {
  return content.executives.map((e) => ({
    TranId: e.id,
    FullName: e.name,
    Designation: e.designation,
    Contact: e.contact,
    Email: e.email,
    Message: e.message,
    ImagePath: e.photo === false ? '' : person(`exec-${e.id}`, e.hue, e.look),
    ...baseEx(),
  }));
}

function founderSocial(links) {
  return links.map(([name, url], i) => ({
    SocialMediaId: 0,
    UrlPath: url,
    IsActive: false,
    Name: name,
    IconPath: '',
    ThumbnailPath: '',
    GuId: guid(`fsm:${name}:${i}:${url}`),
  }));
}

function staffItem(s, key, responseId = '0') {
  return {
    StaffHierarchyId: s.id,
    FullName: s.name,
    Designation: s.designation,
    ContactNo: s.contact,
    Email: s.email,
    Message: s.message ?? '',
    ImagePath: s.photo === false ? '' : person(key, s.hue, s.look),
    Department: s.department,
    OrderNo: s.order,
    Qualification: s.qualification,
    SocialMediaColl: founderSocial(s.social || []),
    GuId: guid(`guid:${key}`),
    ...baseAll(),
    ResponseId: responseId,
  };
}

function founderItem(f, key, responseId) {
  return {
    FounderMessageId: f.id,
    Designation: f.designation,
    Title: f.title,
    Description: f.description,
    ImagePath: f.photo === false ? '' : person(key, f.hue, f.look),
    OrderNo: f.order,
    Qualification: f.qualification,
    SubmenuTitle: f.submenu ?? '',
    Name: f.name,
    FounderSocialMediaColl: founderSocial(f.social || []),
    GuId: guid(`guid:${key}`),
    ...baseAll(),
    ResponseId: responseId,
  };
}

function introduction() {
  const groups = [];
  for (const s of content.staff) {
    let g = groups.find((x) => x.Department === s.department);
    if (!g) groups.push((g = { Department: s.department, EmpColl: [] }));
    g.EmpColl.push(staffItem(s, `staff-${s.id}`));
  }
  return {
    ResponseMSG: 'Success',
    IsSuccess: true,
    VisionList: content.vision.map((v) => ({
      VisionStatementId: null,
      Title: v.title,
      Description: v.description,
      ImagePath: card(`vision-${v.order}`, v.motif, v.hue),
      OrderNo: v.order,
      Heading: v.title,
      SubmenuTitle: v.title,
      GuId: guid(`guid:vision-${v.order}`),
      ...baseAll(),
      ResponseId: '0',
    })),
    FounderMSGList: content.founders.map((f) => founderItem(f, `founder-${f.id}`, '0')),
    StaffList: groups,
    CommitteList: content.committee.map((c) => staffItem(c, `committee-${c.id}`)),
    TestimonialList: content.testimonials.map((t) =>
      founderItem({ ...t, title: t.title, submenu: 'Testimonials' }, `testimonial-${t.id}`, null),
    ),
  };
}

function contactUs() {
  const c = school.contact;
  return {
    ContactId: 1,
    Address: c.address,
    ContactNo: c.contactNo,
    EmailId: c.email,
    OpeningHours: c.openingHours,
    MapUrl: c.mapUrl,
    GuId: null,
    ...ok,
    ErrorNumber: 0,
    RId: 0,
    ResponseId: null,
    CUserId: 0,
    EntityId: 0,
    CUserName: null,
    JsonStr: null,
  };
}

function whoWeAre() {
  const c = school.contact;
  const step = (s, key) => ({
    Title: s.title,
    Description: s.description,
    ImagePath: s.motif ? card(key, s.motif, s.hue) : '',
    OrderNo: s.order,
    GuId: guid(`guid:${key}`),
    ...baseInc(),
  });
  return {
    AboutDet: {
      LogoPath: logo(),
      ImagePath: schoolPhoto(),
      BannerPath: aboutBanner(),
      Content: content.whoWeAreContent,
      AffiliatedLogo: affiliatedLogo(),
      GuId: guid('guid:aboutdet'),
      SchoolPhoto: schoolPhoto(),
      ...baseInc(),
    },
    AdmissionProcedureList: content.admissionSteps.map((s) => step(s, `admission-${s.order}`)),
    RulesRegulationList: content.rules.map((s) => step(s, `rule-${s.order}`)),
    ContactDet: {
      Address: c.address,
      ContactNo: c.contactNo,
      EmailId: c.email,
      OpeningHours: c.openingHours,
      MapUrl: c.mapUrl,
      GuId: guid('guid:contactdet'),
      ...baseInc(),
    },
    ...ok,
  };
}

const logo = () => file('logo', 'logo', { w: 320, h: 320 });
const affiliatedLogo = () => file('emblem', 'affiliated-logo', { w: 200, h: 200, hue: 210 });
const schoolPhoto = () => file('slider', 'school-photo', { w: 1200, h: 500, motif: 'campus', hue: 28 });
const aboutBanner = () => file('slider', 'about-banner', { w: 1200, h: 400, motif: 'mountains', hue: 205 });

function aboutCompany() {
  return {
    Name: school.name,
    Address: school.address,
    PhoneNo: school.phone,
    FaxNo: school.fax,
    EmalId: school.email,
    WebSite: school.website,
    LogoPath: logo(),
    ImagePath: schoolPhoto(),
    BannerPath: aboutBanner(),
    Content: content.aboutContent,
    Country: 'Nepal',
    AffiliatedLogo: affiliatedLogo(),
    Affiliated: school.affiliated,
    Slogan: school.slogan,
    Established: school.established,
    SchoolPhoto: schoolPhoto(),
    HD_LogoPhoto: logo(),
    HD_CompanyName: school.name,
    HD_Slogan: school.slogan,
    HD_HeaderIsActive: true,
    HD_NameIsActive: true,
    HD_SloganIsActive: true,
    ...ok,
    ErrorNumber: 0,
    EntityId: 0,
    CUserName: null,
    JsonStr: null,
  };
}

function banners() {
  return content.banners.map((b) => ({
    BannerId: b.id,
    Title: b.title,
    ImagePath: file('banner', `banner-${b.id}`, { w: 800, h: 500, motif: b.motif, hue: b.hue }),
    DisplayEachTime: b.displayEachTime,
    Description: b.description,
    OrderNo: b.order,
    Weblink: b.weblink,
    ...baseInc(),
  }));
}

function testimonials() {
  return {
    ResponseMSG: 'Success',
    IsSuccess: true,
    DataColl: content.testimonials.map((t) => ({
      TestimonialId: t.id,
      Designation: t.designation,
      Title: t.title,
      Description: t.description,
      ImagePath: t.photo === false ? '' : person(`testimonial-${t.id}`, t.hue, t.look),
      OrderNo: t.order,
      Qualification: t.qualification,
      SubmenuTitle: 'Testimonials',
      Name: t.name,
      TestimonialSocialMediaColl: (t.social || []).map(([, url]) => ({
        SocialMediaId: 0,
        IconPath: '',
        ThumbnailPath: '',
        UrlPath: url,
        IsActive: false,
      })),
      ...baseAll(),
    })),
  };
}

function features() {
  return {
    IsSuccess: true,
    ResponseMSG: 'Success',
    DataColl: content.features.map(([name, label], i) => ({
      BranchId: 0,
      TranId: i + 1,
      EntityId: 301 + i,
      OrderNo: i + 1,
      Name: name,
      IsActive: name !== 'Proud Alumni' && name !== 'Merit Achievers',
      Label: label || name,
    })),
  };
}

function socialMedia() {
  return {
    IsSuccess: true,
    ResponseMSG: 'Success',
    DataColl: content.social.map((s, i) => ({
      BranchId: 0,
      SocialMediaId: i + 1,
      OrderNo: s.order,
      Name: s.name,
      IconPath: '',
      ThumbnailPath: '',
      IsActive: s.active,
      URLPath: s.url,
      ...baseAll(),
    })),
  };
}

// Pictures in one album vary around its theme.
const ALBUM_MOTIFS = {
  stage: ['stage', 'celebration', 'music', 'art'],
  science: ['science', 'computer', 'books', 'health'],
  sports: ['sports', 'trophy', 'tree', 'bus'],
  mountains: ['mountains', 'bus', 'tree', 'campus'],
  celebration: ['celebration', 'art', 'stage', 'food'],
};

function gallery() {
  return content.albums.map((a) => ({
    GalleryId: a.id,
    Title: a.title,
    Description: a.description,
    OrderNo: a.order,
    GuId: guid(`guid:album-${a.id}`),
    ImageColl: a.images.map((im, i) => {
      const ext = im.ext || 'png';
      return {
        Name: im.name,
        DocPath: file(ext === 'JPG' ? 'jpeg' : 'card', `album-${a.id}-${i + 1}`, {
          w: 600,
          h: 400,
          motif: ALBUM_MOTIFS[a.motif][i % 4],
          hue: a.hue + i * 37,
          variant: i,
          ext,
        }),
        Description: im.caption ?? '',
        Data: null,
        DocumentTypeId: null,
        DocumentTypeName: '',
        Extension: `.${ext}`,
        ParaName: '',
      };
    }),
    ...baseEx(),
  }));
}

// ---------------------------------------------------------------- calendar
function calendarEvents() {
  const colors = { Holiday: '#D32F2F', Exam: '#F57C00', Event: '#1976D2', Meeting: '#388E3C' };
  return content.events.map((e, i) => {
    const [fm, fd] = e.from;
    const [tm, td] = e.to || e.from;
    return {
      ...e,
      id: 501 + i,
      color: colors[e.type],
      fromAd: bsToAd(fm, fd),
      toAd: bsToAd(tm, td),
      fromBs: bsText(fm, fd),
      toBs: bsText(tm, td),
    };
  });
}

function academicCalendar() {
  const events = calendarEvents();
  const months = [];
  for (let m = 1; m <= 12; m++) {
    const days = BS_MONTH_LENGTHS[m - 1];
    const startDayId = new Date(bsToAd(m, 1)).getUTCDay() + 1; // 1 = Sunday … 7 = Saturday
    const dataColl = [];
    for (let d = 1; d <= days; d++) {
      const t = bsToAd(m, d);
      const dayId = new Date(t).getUTCDay() + 1;
      const eventColl = events
        .filter((e) => e.fromAd <= t && t <= e.toAd)
        .map((e) => ({
          EventHolidayId: e.id,
          ForDate: `${isoDay(t)}T00:00:00`,
          NY: BS_YEAR,
          NM: m,
          ND: d,
          EventType: e.type,
          Name: e.name,
          Description: e.description ?? null,
          ColorCode: e.color,
          FromDate_AD: `${isoDay(e.fromAd)}T00:00:00`,
          ToDate_AD: `${isoDay(e.toAd)}T00:00:00`,
          FromDate_BS: e.fromBs,
          ToDate_BS: e.toBs,
          ImagePath: null,
          ForClass: e.forClass ?? null,
          AtTime: e.atTime ?? null,
        }));
      dataColl.push({
        AD_Date: `${isoDay(t)}T00:00:00`,
        BS_Date: bsText(m, d),
        NY: BS_YEAR,
        NM: m,
        ND: d,
        DayId: dayId,
        StartDayId: startDayId,
        DaysInMonth: days,
        MonthName: MONTH_NAMES[m - 1],
        IsWeekend: dayId === 7,
        WeekendColorCode: dayId === 7 ? '#D32F2F' : '',
        EventColl: eventColl,
      });
    }
    months.push({
      MonthId: m,
      MonthName: MONTH_NAMES[m - 1],
      DaysInMonth: days,
      StartDayId: startDayId,
      BlankDaysColl: Array.from({ length: startDayId - 1 }, () => ' '),
      DataColl: dataColl,
      EventColl: dataColl.flatMap((d) => d.EventColl),
    });
  }
  return months;
}

function eventHoliday() {
  const today = Date.parse(`${TODAY}T00:00:00Z`);
  return calendarEvents()
    .filter((e) => e.toAd >= today)
    .sort((a, b) => a.fromAd - b.fromAd)
    .map((e) => ({
      HolidayEvent: e.type === 'Holiday' ? 'Holiday' : 'Event',
      EventType: e.type,
      Name: e.name,
      Description: e.description ?? '',
      FromDate_AD: `${isoDay(e.fromAd)}T00:00:00`,
      ToDate_AD: `${isoDay(e.toAd)}T00:00:00`,
      FromDate_BS: e.fromBs,
      ToDate_BS: e.toBs,
      ForClass: e.forClass ?? '',
      ColorCode: e.color,
      ImagePath: '',
      Remaining: e.fromAd > today ? `${Math.round((e.fromAd - today) / DAY)} Days Remaining` : 'Passed',
      AtTime: e.atTime ?? null,
    }));
}

// ---------------------------------------------------------------- birthdays
function age(dob) {
  const [y, m, d] = dob.split('-').map(Number);
  const [ty, tm, td] = TODAY.split('-').map(Number);
  let years = ty - y;
  let months = tm - m;
  if (td < d) months -= 1;
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  return { years, months, days: td >= d ? td - d : 30 + td - d, text: `${years} Y ${months ? `${months}M ` : ''}` };
}

function birthdays() {
  const comp = {
    CompName: school.name,
    CompAddress: school.address,
    CompPhoneNo: school.phone,
    CompFaxNo: school.fax,
    CompEmail: school.email,
    CompWebSite: school.website,
    CompLogoPath: logo(),
    CompImgPath: schoolPhoto(),
    CompBannerPath: aboutBanner(),
  };
  const photo = (folder, key, p) =>
    p.photo === false ? '' : file('person', key, { folder: `academic/${folder}`, w: 300, h: 300, hue: p.hue, look: p.look });
  return {
    EmployeeColl: content.birthdays.employees.map((e) => {
      const a = age(e.dob);
      return {
        EmployeeId: e.id,
        UserId: 2000 + e.id,
        Code: e.code,
        Name: e.name,
        Department: e.department,
        Designation: e.designation,
        EnrollNo: e.enroll,
        FatherName: e.father,
        ContactNo: e.contact,
        Address: e.address,
        AgeYear: a.years,
        AgeMonth: a.months,
        AgeDay: a.days,
        PhotoPath: photo('employee', `bday-emp-${e.id}`, e),
        DOB_AD: `${e.dob}T00:00:00`,
        DOB_BS: adToBs(e.dob),
        Age: a.text,
      };
    }),
    StudentColl: content.birthdays.students.map((s) => {
      const a = age(s.dob);
      return {
        StudentId: s.id,
        UserId: 5000 + s.id,
        RegdNo: s.regd,
        Name: s.name,
        ClassName: s.className,
        SectionName: s.section,
        RollNo: s.roll,
        FatherName: s.father,
        ContactNo: s.contact,
        Address: s.address,
        AgeYear: a.years,
        AgeMonth: a.months,
        AgeDay: a.days,
        PhotoPath: photo('student', `bday-std-${s.id}`, s),
        DOB_AD: `${s.dob}T00:00:00`,
        DOB_BS: s.id === 5 ? null : adToBs(s.dob),
        ClassSection: `${s.className} ${s.section}`,
        Age: a.text,
        Email: s.email ?? '',
        ...comp,
        Template: '',
        F_Email: s.fEmail ?? null,
        M_Email: s.mEmail ?? null,
        G_Email: null,
      };
    }),
    ...ok,
  };
}

// ---------------------------------------------------------------- the admission inquiry's lists
// ERP-FORMS.md §5. Classes: the wrapper with only ClassId, Name and OrderNo in each item. Castes:
// a bare array, each item with id and text beside CasteId and Name, and its own IsSuccess/ResponseMSG.
// Document types: the wrapper with every member of each item, only four of them filled.
function classesForRegistration() {
  const list = [...content.registration.classes].sort((a, b) => a.order - b.order);
  return {
    ResMSG: 'Success',
    ResStatus: true,
    TotalRows: list.length,
    DataColl: list.map((c) => ({ ClassId: c.id, Name: c.name, OrderNo: c.order })),
  };
}

function castes() {
  return content.registration.castes.map((c) => ({ CasteId: c.id, id: c.id, Name: c.name, text: c.name, ...baseInc() }));
}

function documentTypes() {
  return {
    ...ok,
    DataColl: content.registration.documentTypes.map((d) => ({
      DocumentTypeId: d.id,
      id: d.id,
      Code: '',
      Name: d.name,
      OrderNo: d.order,
      Description: d.description,
      DisplayName: '',
      text: d.name,
      Api_Id: null,
      Api_ResponseId: null,
      LastApiCallAt: null,
      LastResponse: null,
      ...baseAll(),
    })),
  };
}

// ---------------------------------------------------------------- assemble
export function buildFixtures() {
  images.length = 0;
  seen.clear();
  const files = {
    GetSliderList: sliders(),
    GetAllThemeConfig: theme(),
    GetNewsList: news(),
    GetDownloadList: downloads(),
    GetProgramList: programs(),
    GetDisclosureList: disclosures(),
    GetSyllabusPlanList: syllabusPlans(),
    GetAchievmentList: achievements(),
    GetNewsCategoryList: newsCategories(),
    GetNoticeList: notices(),
    GetVideosList: videos(),
    GetServicesAndFacilitiesList: sectionItems(content.services, 'service'),
    GetAcademicProgramList: sectionItems(content.academicPrograms, 'academic-program'),
    GetExecutiveMemberList: executives(),
    GetIntroduction: introduction(),
    GetContactUs: contactUs(),
    GetWhoWeAre: whoWeAre(),
    GetAcademicCalendar: academicCalendar(),
    GetEventHoliday: eventHoliday(),
    GetGalleryList: gallery(),
    GetAboutCompany: aboutCompany(),
    GetBannerList: banners(),
    GetTestimonial: testimonials(),
    GetAppCMSFeatures: features(),
    GetSocialMedia: socialMedia(),
    'Admin.GetBirthDayList': birthdays(),
    'Academic.ClassListForReg': classesForRegistration(),
    'Academic.GetCasteList': castes(),
    GetAllDocumentType: documentTypes(),
  };
  return { files, images: [...images] };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const out = path.join(HERE, 'fixtures');
  fs.mkdirSync(out, { recursive: true });
  const { files, images: imgs } = buildFixtures();
  for (const old of fs.readdirSync(out)) if (old.endsWith('.json')) fs.rmSync(path.join(out, old));
  for (const [name, body] of Object.entries(files)) {
    fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(body)); // compact, like Json.NET
  }
  console.log(`wrote ${Object.keys(files).length} fixtures naming ${imgs.length} files to ${path.relative(process.cwd(), out)}`);
}
