// The ERP's three form endpoints an anonymous visitor can reach (shared/contract/ERP-FORMS.md
// §1-3), as the demo back-end answers them: the same request shapes, the same checks in the same
// order, the same messages and answer shapes, and for what the contract leaves unknown the demo's
// choices (demo/README.md, "ERP forms"). Each function takes the request and returns the answer
// and, when the ERP would have saved something, the record the demo keeps of it: what arrived
// (parts, files, the JSON as sent), what the ERP would keep, and flags for what it would silently
// drop or do that the site must never cause (an invoice). server.mjs sends the answer and writes
// the record; nothing here touches the network or the disk.
import crypto from 'node:crypto';
import path from 'node:path';
import { bindEntity, parseJsonText } from './json-net.mjs';
import { boundaryOf, parseMultipart } from './multipart.mjs';
import { ERP_DB_ERROR, ERP_MESSAGES as M, alumniHashData, registrationNumber, saveRegMessage } from './erp-constants.mjs';

// ---------------------------------------------------------------- the entities (ERP-FORMS.md §1.3, §2, §3)
const S = 'string';
const BASE = {
  IsSuccess: 'bool',
  ResponseMSG: S,
  ErrorNumber: 'int',
  RId: 'int',
  ResponseId: S,
  CUserId: 'int',
  EntityId: 'int',
  CUserName: S,
  JsonStr: S,
};
// GeneralDocument is a closed type: the members the ERP's code uses.
const DOCUMENT = { DocumentTypeId: 'int?', Name: S, Description: S, Extension: S, DocPath: S, Data: 'bytes', ParaName: S };
// Only ClassName and SchoolColledge are read as text (a row needs both); the rest as sent.
const ACADEMIC_DETAIL = {
  ClassName: S,
  SchoolColledge: S,
  Exam: 'any',
  PassoutYear: 'any',
  SymbolNo: 'any',
  ObtainMarks: 'any',
  ObtainPer: 'any',
  Division: 'any',
  GPA: 'any',
  BoardName: 'any',
  Level: 'any',
  University: 'any',
};
const ENQUIRY_TYPE = 'AcademicLib.BE.FrontDesk.Transaction.AddmissionEnquiry';
// prettier-ignore
const ENQUIRY = {
  EnquiryId: 'int?', EnquiryDate: 'date?', AutoNumber: 'int?', AutoManualNo: S, AcademicYearId: 'int?',
  FirstName: S, MiddleName: S, LastName: S, Gender: 'int', CasteId: 'int?', DOB: 'date?',
  BirthCertificateNo: S, Nationality: S, Religion: S, ContactNo: S, Email: S,
  IsPhysicalDisability: 'bool', PhysicalDisability: S,
  ClassId: 'int?', ClassName: S, MediumId: 'int?', FacultyId: 'int?', ClassShiftId: 'int?', Shift: S, Department: S,
  IsTransport: 'bool', TransportFacility: S, IsHostel: 'bool', HostelRequired: S, IsTiffin: 'bool', Tiffin: S,
  IsTution: 'bool', IsOtherfaciltity: 'bool', Otherfaciltity: S, Photo: 'bytes', PhotoPath: S,
  FatherName: S, F_Profession: S, F_ContactNo: S, F_Email: S, F_AnnualIncome: 'double',
  MotherName: S, M_Profession: S, M_ContactNo: S, M_Email: S, M_AnnualIncome: 'double',
  IfGuradianIs: 'int', GuardianName: S, G_Relation: S, G_Professsion: S, G_Contact: S, G_Email: S, G_Address: S,
  PA_FullAddress: S, PA_Province: S, PA_District: S, PA_LocalLevel: S, PA_WardNo: 'int', PA_StreetName: S,
  IsSameAsPermanentAddress: 'bool',
  CA_FullAddress: S, CA_Province: S, CA_District: S, CA_LocalLevel: S, CA_WardNo: 'int', CA_StreetName: S,
  PreviousSchool: S, PreviousSchoolAddress: S, PreviousClassGpa: 'double', Qualification: S, OptionalFirst: S, OptionalSecond: S,
  SEETypeId: 'int?', PlusTwoId: 'int?', SLCSEEype: S, PlusTwoType: S, Talent: S,
  AnyDisease: 'bool', Problem: S, PresentCondition: S, IeltsToeflScore: 'double?',
  SourceId: 'int?', ReferralCode: S, FollowupRemarks: S, Remarks: S, StudentTypeId: 'int?',
  IsFollowupRequired: 'bool', FollowupDate: 'date?', FollowUpTime: 'date?', FollowUpDueDate: 'date?', CommunicationTypeId: 'int?',
  FormSale: 'bool', AlreadyFormSale: 'bool', ReceiptAsLedgerId: 'int?', ReceiptNarration: S,
  FeeItemColl: { list: 'any', name: 'System.Collections.Generic.List`1[AcademicLib.BE.Fee.Creation.ManualBillingDetails]' },
  AcademicDetailsColl: { list: ACADEMIC_DETAIL, name: 'System.Collections.Generic.List`1[AcademicLib.BE.Academic.Transaction.StudentPreviousAcademicDetails]' },
  AttachmentColl: { list: DOCUMENT, name: 'Dynamic.BusinessEntity.GeneralDocumentCollections' },
  Sourse: S, Address: S, IsAnonymous: 'bool', IPAddress: S, Agent: S, Browser: S,
  ...BASE,
};
/** Members the ERP sets itself: a value sent for one of them is overwritten (HC:103, 168-176). */
const SET_BY_SERVER = ['EnquiryId', 'CUserId', 'EnquiryDate', 'Address', 'IsAnonymous', 'IPAddress', 'Agent', 'Browser', 'Sourse'];

const TC_TYPE = 'AcademicLib.BE.Academic.Transaction.TCCCRequest';
// prettier-ignore
const TC_REQUEST = {
  TranId: 'int?', AcademicYearId: 'int?', StudentId: 'int?', ContactNo: S, DOB: 'date?', RegdNo: S,
  IPAddress: S, Browser: S, UserAgent: S, IsIssueTC: 'bool', IsIssueCC: 'bool', PassKey: S, BoardRegNo: S,
  ...BASE,
};

const ALUMNI_TYPE = 'AcademicLib.BE.AppCMS.Creation.AlumniReg';
// prettier-ignore
const ALUMNI = {
  AlumniRegId: 'int?', FullName: S, DOB: 'date?', OriginalAddress: S, CurrentAddress: S, Contact: S, Email: S,
  JoinedYear: S, StudiedUpTo: S, SEE: S, PlusTwo: S,
  MarksheetPath: S, ProfilePhoto: S, MemoryPhoto1: S, MemoryPhoto2: S, Achievement_Doc: S,
  MarksheetB: 'bytes', ProfileB: 'bytes', Memory1B: 'bytes', Memory2B: 'bytes', AchievementB: 'bytes',
  DegreeTitle: S, University: S, CurPosition: S, CurCompany: S, CurUniversity: S, Achievements: S, Bio: S, Remarks: S,
  DOB_BS: S, HashData: S,
  ...BASE,
};
/** SaveAlumni's file parts by exact part name, and the member each sets; any other file is Achievement_Doc. */
const ALUMNI_FILES = {
  MarksheetPhoto: 'MarksheetPath',
  ProfilePhoto: 'ProfilePhoto',
  MemoryPhoto1: 'MemoryPhoto1',
  MemoryPhoto2: 'MemoryPhoto2',
};

// ---------------------------------------------------------------- shared pieces
const empty = (v) => v === undefined || v === null || v === '';
/** A new ResponeValues, as the ERP's code starts each answer. */
const resVal = (over = {}) => ({
  IsSuccess: false,
  ResponseMSG: null,
  ErrorNumber: 0,
  RId: 0,
  ResponseId: null,
  CUserId: 0,
  EntityId: 0,
  CUserName: null,
  JsonStr: null,
  ...over,
});
/** An SQL Server foreign-key refusal, as the procedure would raise it for an id the ERP does not have. */
const fkError = (table, column) =>
  `The INSERT statement conflicted with the FOREIGN KEY constraint "FK_${table}_${column}". ` +
  `The conflict occurred in database "AcademicERP", table "dbo.${table}", column '${column}'.\r\nThe statement has been terminated.`;
const MIME_INCOMPLETE = 'Unexpected end of MIME multipart stream. MIME multipart message is not complete.';

/** What a part was, for the record: text parts by size, file parts with their name, type and size. */
const partInfo = (p) =>
  p.filename === undefined
    ? { name: p.name, size: p.body.length }
    : { name: p.name, filename: p.filename, type: p.type ?? null, size: p.body.length };

/** Keeps a file the ERP would keep: { name, type, size, storedAs } for the record, bytes for the disk. */
function keep(part, uploads) {
  const ext = (path
    .extname(part.filename)
    .toLowerCase()
    .match(/^\.[a-z0-9]{1,8}$/) || [''])[0];
  const storedAs = `uploads/${crypto.randomBytes(12).toString('hex')}${ext}`;
  uploads.push({ stored: storedAs, body: part.body });
  return { name: part.filename, type: part.type ?? null, size: part.body.length, storedAs };
}

/** The form of a request as ASP.NET's Request.Form and Request.Files see it, or { error }. */
function readForm(contentType, body) {
  const type = String(contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const parts = parseMultipart(body, boundaryOf(contentType));
    if (!parts) return { error: MIME_INCOMPLETE, parts: [] };
    return { parts };
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { parts: [...new URLSearchParams(body.toString('utf8'))].map(([name, v]) => ({ name, body: Buffer.from(v) })) };
  }
  return { parts: [] };
}

/** A NameValueCollection's value: case-insensitive name, repeated values joined by commas, null if absent. */
function formValue(parts, name) {
  const values = parts.filter((p) => p.filename === undefined && p.name.toLowerCase() === name.toLowerCase());
  return values.length ? values.map((p) => p.body.toString('utf8')).join(',') : null;
}
const fileNamed = (parts, name) => parts.find((p) => p.filename !== undefined && p.name.toLowerCase() === name.toLowerCase());

/**
 * ASP.NET request validation (ERP-FORMS.md G8): a form value holding "<" before a letter, "!", "/"
 * or "?", or "&#", is refused with this message before the action reads it. The demo quotes the
 * value around the place, as ASP.NET does.
 */
function dangerousValue(parts) {
  for (const p of parts) {
    if (p.filename !== undefined) continue;
    const text = p.body.toString('utf8');
    const m = /<[a-zA-Z!/?]|&#/.exec(text);
    if (m) {
      const from = Math.max(0, m.index - 10);
      const shown = `${from > 0 ? '...' : ''}${text.slice(from, m.index + 10)}${m.index + 10 < text.length ? '...' : ''}`;
      return `A potentially dangerous Request.Form value was detected from the client (${p.name}="${shown}").`;
    }
  }
  return null;
}

/** CommonBL.IsValidName: ASCII letters, spaces and . ? , ' ; : ! - only. */
const validName = (name) => /^[a-zA-Z\s.?,';:!-]+$/.test(name);
/** CommonBL.IsValidEmail. */
const validEmail = (email) => /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/.test(email);
/**
 * CommonBL.IsValidContactNo, quirks included: the whole text must be 10-13 characters, and the
 * verdict is that of its last comma-separated part starting with a digit.
 */
function validContactNo(numbers) {
  let ok = false;
  for (const n of numbers.split(',')) {
    if (numbers.length < 10 || numbers.length > 13) return false;
    ok = /^[0-9]/.test(n);
  }
  return ok;
}
/** The BL's DOB rule: not later than today two years ago (.NET's AddYears: 29 February → 28). */
function dobTooLate(dob, today) {
  const limit = new Date(today.getFullYear() - 2, today.getMonth(), today.getDate());
  if (limit.getMonth() !== today.getMonth()) limit.setDate(0);
  const [y, m, d, h = 0, mi = 0, s = 0] = dob.match(/\d+/g).map(Number);
  return new Date(y, m - 1, d, h, mi, s) > limit;
}

/**
 * A flag for a date of birth after today, which the ERP takes: most likely a Bikram Sambat date
 * (2081-…) where the ERP wants a Gregorian one.
 */
function futureDobFlag(dob, today = new Date()) {
  if (empty(dob)) return [];
  const [y, m, d] = dob.match(/\d+/g).map(Number);
  const later = new Date(y, m - 1, d) > today;
  return later ? [`DOB ${dob} is after today: a Bikram Sambat date where the ERP wants a Gregorian one?`] : [];
}

/**
 * The ids a list answer holds (its items' member `key`, from the list pick finds in it), or null
 * when it is not a list of such items: the demo cannot know the school's ids, so it checks none.
 */
export function listIds(text, pick, key) {
  try {
    const ids = pick(JSON.parse(text)).map((x) => x[key]);
    return ids.every((x) => Number.isInteger(x)) ? new Set(ids) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- POST /Home/SaveReg
/**
 * The admission enquiry (HomeController.SaveReg, its BL and DA). request: { contentType, body,
 * ip, userAgent }; ctx: { id (the EnquiryId it would get), fail (the database is down), today,
 * classIds / casteIds / documentTypeIds (Sets from the list fixtures, null when unknown) }.
 * Returns { status, body (text), headers, record?, uploads? }: the MVC envelope
 * { Data, TotalCount, IsSuccess, ResponseMSG }, always HTTP 200.
 */
export function saveReg(request, ctx) {
  // JsonNetResult as the vendor's other project writes it: indented, and labelled as a form.
  const answer = (data) => ({
    status: 200,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify({ Data: data, TotalCount: 0, IsSuccess: data.IsSuccess, ResponseMSG: data.ResponseMSG }, null, 2),
  });
  const refuse = (message) => answer(resVal({ ResponseMSG: message }));
  const form = readForm(request.contentType, request.body);
  const parts = form.parts;
  let e;
  let ignored;
  try {
    if (form.error) throw new Error(form.error);
    const dangerous = dangerousValue(parts);
    if (dangerous) throw new Error(dangerous);
    const text = formValue(parts, 'jsonData');
    if (text === null) throw new Error('Value cannot be null.\r\nParameter name: value');
    const json = text.trim() === '' ? null : parseJsonText(text, 'jsonData');
    ({ value: e, ignored } = bindEntity(ENQUIRY, json, ENQUIRY_TYPE));
  } catch (err) {
    return refuse(err.message); // the action's catch: any exception becomes the answer's text
  }
  if (e === null) return refuse(M.blankData);
  const sent = JSON.parse(formValue(parts, 'jsonData'));
  const flags = [];
  for (const k of SET_BY_SERVER) if (k in e) flags.push(`${k} was sent: the ERP sets it itself`);

  // The controller: the photo part, and file{i} for AttachmentColl[i]; no files, no attachments.
  const files = parts.filter((p) => p.filename !== undefined);
  const photo = files.length ? fileNamed(parts, 'photo') : undefined;
  const attachments = e.AttachmentColl ?? [];
  const withFile = [];
  if (!files.length) {
    if (attachments.length) flags.push('AttachmentColl was sent without any file part: the ERP drops every attachment');
  } else {
    for (let i = 0; i < attachments.length; i++) {
      const file = fileNamed(parts, `file${i}`);
      if (!file) {
        flags.push(`AttachmentColl[${i}] has no file part file${i}: the ERP drops it`);
        continue;
      }
      if (attachments[i] === null) return refuse('Object reference not set to an instance of an object.');
      withFile.push({ index: i, entry: attachments[i], file });
    }
  }
  const read = new Set([photo, ...withFile.map((w) => w.file)]);
  for (const p of parts) {
    if (p.filename !== undefined && !read.has(p)) flags.push(`file part "${p.name}" is not read by the ERP`);
    if (p.filename === undefined && p.name.toLowerCase() !== 'jsondata') flags.push(`text part "${p.name}" is not read by the ERP`);
  }
  if (!photo && !empty(e.PhotoPath)) flags.push('PhotoPath was sent without a photo part: the ERP keeps the path as sent');

  // The BL (AddmissionEnquiry.IsValidData), in its order.
  if (empty(e.FirstName)) return refuse(M.noFirstName);
  if (!e.ClassId) return refuse(M.noClass);
  if (empty(e.PA_FullAddress)) return refuse(M.noAddress);
  if (empty(e.ContactNo)) return refuse(M.noContactNo);
  if (!validName(e.FirstName)) return refuse(M.badName);
  if (!validContactNo(e.ContactNo)) return refuse(M.badContactNo);
  if (!empty(e.Email) && !validEmail(e.Email)) return refuse(M.badEmail);
  if (!empty(e.F_Email) && !validEmail(e.F_Email)) return refuse(M.badEmail);
  if (!empty(e.DOB) && dobTooLate(e.DOB, ctx.today ?? new Date())) return refuse(M.badDob);
  if (e.AnyDisease && empty(e.Problem)) return refuse(M.noDisease);
  if (e.AnyDisease && empty(e.PresentCondition)) return refuse(M.noDiseaseStatus);
  // These three answer with the whole entity in Data, as the BL returns it.
  const entity = (message) => answer({ ...e, IsSuccess: false, ResponseMSG: message });
  const feeItems = e.FeeItemColl ?? [];
  if (e.FormSale && !feeItems.length) return entity(M.noFeeStructure);
  if (e.IsFollowupRequired && empty(e.FollowupDate)) return entity(M.noFollowupDate);
  if (e.IsFollowupRequired && !e.CommunicationTypeId) return entity(M.noCommunicationType);

  // The DA: the insert procedure (its foreign keys are the demo's choice), then the rows after it.
  if (ctx.fail) return refuse(ERP_DB_ERROR);
  if (ctx.classIds && !ctx.classIds.has(e.ClassId)) return refuse(fkError('tbl_Class', 'ClassId'));
  if (e.CasteId !== undefined && e.CasteId !== null && ctx.casteIds && !ctx.casteIds.has(e.CasteId)) {
    return refuse(fkError('tbl_Caste', 'CasteId'));
  }
  const regNo = registrationNumber(ctx.id);
  let outcome = resVal({ IsSuccess: true, ResponseMSG: saveRegMessage(regNo), RId: ctx.id });
  (e.AcademicDetailsColl ?? []).forEach((row, i) => {
    if (empty(row?.ClassName) || empty(row?.SchoolColledge)) {
      flags.push(`AcademicDetailsColl[${i}] lacks ClassName or SchoolColledge: the ERP drops it`);
    }
  });
  if (feeItems.length) flags.push('FeeItemColl was sent: the ERP stores fee rows for this enquiry');
  if (e.FormSale && feeItems.length && !e.AlreadyFormSale) flags.push('FormSale with FeeItemColl: the ERP raises a sales invoice');
  if (!empty(e.ReceiptAsLedgerId) || !empty(e.ReceiptNarration)) flags.push('ReceiptAsLedgerId/ReceiptNarration was sent (billing fields)');

  const uploads = [];
  const documents = [];
  for (const { index, entry, file } of withFile) {
    const extension = path.extname(file.filename);
    if (empty(entry.Name) || !extension) {
      flags.push(
        empty(entry.Name)
          ? `AttachmentColl[${index}] has no Name: the ERP records no document for file${index}`
          : `file${index} "${file.filename}" has no extension: the ERP records no document`,
      );
      continue;
    }
    const typeId = entry.DocumentTypeId;
    if (typeId !== undefined && typeId !== null && ctx.documentTypeIds && !ctx.documentTypeIds.has(typeId)) {
      // The documents are saved after the enquiry, outside any transaction: the enquiry stays.
      outcome = resVal({ ResponseMSG: fkError('tbl_DocumentType', 'DocumentTypeId'), RId: ctx.id });
      flags.push('the ERP saved this enquiry, but its answer is a failure (a document type it does not have)');
      break;
    }
    documents.push({
      index,
      DocumentTypeId: typeId ?? null,
      Name: entry.Name,
      Description: entry.Description ?? null,
      file: keep(file, uploads),
    });
  }
  const record = {
    Id: ctx.id,
    RegdNo: regNo,
    receivedAt: new Date().toISOString(),
    contentType: String(request.contentType ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase(),
    parts: parts.map(partInfo),
    jsonData: sent,
    photo: photo ? keep(photo, uploads) : null,
    documents,
    ignoredMembers: ignored,
    flags,
  };
  return { ...answer(outcome), record, uploads };
}

// ---------------------------------------------------------------- POST /v1/Student/TCCC_Request
/** Web API's 415, for a body no formatter reads (multipart, text/plain, none named). */
const unsupported = (mediaType, typeName) => ({
  status: 415,
  body: {
    Message: `The request entity's media type '${mediaType}' is not supported for this resource.`,
    ExceptionMessage: `No MediaTypeFormatter is available to read an object of type '${typeName.split('.').pop()}' from content with media type '${mediaType}'.`,
    ExceptionType: 'System.Net.Http.UnsupportedMediaTypeException',
  },
});

/**
 * The transfer/character certificate request (StudentController.TCCC_Request, TC.Request).
 * request: { contentType, body }; ctx: { id, fail, passKey }. Returns { status, body, record? }:
 * { IsSuccess, ResponseMSG }, HTTP 200 (415 for a body Web API cannot read).
 */
export function tcccRequest(request, ctx) {
  const answer = (IsSuccess, ResponseMSG) => ({ status: 200, body: { IsSuccess, ResponseMSG } });
  const mediaType = String(request.contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  let json = null;
  if (request.body.length) {
    if (mediaType === 'application/json' || mediaType === 'text/json') {
      try {
        json = JSON.parse(request.body.toString('utf8'));
      } catch {
        json = null; // Web API binds what it cannot read as null
      }
    } else if (mediaType === 'application/x-www-form-urlencoded') {
      json = Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
    } else {
      return unsupported(mediaType || 'application/octet-stream', TC_TYPE);
    }
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return answer(false, M.invalidData);
  const flags = [];
  const { value: p, ignored } = bindEntity(TC_REQUEST, json, TC_TYPE, '', (err) =>
    flags.push(`${err.message} The ERP reads that member as empty.`),
  );
  if (p.PassKey !== ctx.passKey) return answer(false, M.invalidPassKey);
  if (empty(p.DOB) && empty(p.ContactNo) && empty(p.StudentId)) return answer(false, M.noDobOrContact);
  if (empty(p.RegdNo) && empty(p.StudentId)) return answer(false, M.noRegdNo);
  if (ctx.fail) return answer(false, ERP_DB_ERROR);
  for (const k of ['IsIssueTC', 'IsIssueCC']) if (k in p) flags.push(`${k} was sent: the ERP does not pass it on`);
  flags.push(...futureDobFlag(p.DOB, ctx.today));
  const body = {};
  for (const [k, v] of Object.entries(json)) if (k.toLowerCase() !== 'passkey') body[k] = v;
  const record = { Id: ctx.id, receivedAt: new Date().toISOString(), contentType: mediaType, body, ignoredMembers: ignored, flags };
  return { ...answer(true, M.tcSaved), record };
}

// ---------------------------------------------------------------- POST /v1/General/SaveAlumni
/**
 * The alumni registration (GeneralController.SaveAlumni, AlumniReg BL). request: { contentType,
 * body }; ctx: { id, fail, hashKey }. Returns { status, body, record?, uploads? }: HTTP 200
 * { IsSuccess, ResponseMSG }, or HTTP 400 { Message } where the ERP answers BadRequest.
 */
export function saveAlumni(request, ctx) {
  const answer = (IsSuccess, ResponseMSG) => ({ status: 200, body: { IsSuccess, ResponseMSG } });
  const badRequest = (Message) => ({ status: 400, body: { Message } });
  if (!/^\s*multipart\//i.test(String(request.contentType ?? ''))) return answer(false, M.notMultipart);
  const parts = parseMultipart(request.body, boundaryOf(request.contentType, true));
  if (!parts) return badRequest(MIME_INCOMPLETE);
  const text = formValue(parts, 'paraDataColl');
  if (empty(text)) return badRequest(M.noParaData);
  let a;
  let ignored;
  try {
    ({ value: a, ignored } = bindEntity(ALUMNI, text.trim() === '' ? null : parseJsonText(text, 'paraDataColl'), ALUMNI_TYPE));
  } catch (err) {
    return badRequest(err.message);
  }
  if (a === null) return badRequest(M.nullParaData);
  const flags = [];
  for (const p of parts) {
    if (p.filename === undefined && p.name.toLowerCase() !== 'paradatacoll') {
      flags.push(
        `text part "${p.name}" is not read by the ERP${p.name.toLowerCase() === 'hashdata' ? ' (HashData belongs in paraDataColl)' : ''}`,
      );
    }
  }
  if (a.HashData !== alumniHashData(ctx.hashKey, a)) return answer(false, M.invalidHash);

  // Files by exact part name ("dynamic-" and quotes taken out); any other file is the achievement document.
  const mapped = {};
  for (const p of parts) {
    if (p.filename === undefined) continue;
    const name = p.name.replace(/"/g, '').replace(/dynamic-/g, '');
    const member = ALUMNI_FILES[name] ?? 'Achievement_Doc';
    if (member === 'Achievement_Doc' && !(name in ALUMNI_FILES)) {
      const near = Object.keys(ALUMNI_FILES).find((k) => k.toLowerCase() === name.toLowerCase());
      if (near) flags.push(`file part "${p.name}" is not "${near}" (the ERP compares names exactly): it becomes Achievement_Doc`);
    }
    if (mapped[member]) flags.push(`${member} came twice: the ERP keeps the last, "${p.filename}"`);
    mapped[member] = p;
  }
  for (const member of Object.values(ALUMNI_FILES).concat('Achievement_Doc')) {
    if (!mapped[member] && !empty(a[member])) flags.push(`${member} was sent as a path: the ERP keeps it as sent`);
  }
  if (!empty(a.DOB_BS)) flags.push('DOB_BS was sent: the ERP does not pass it on');
  flags.push(...futureDobFlag(a.DOB, ctx.today));
  if (empty(a.FullName)) return answer(false, M.noFullName);
  if (ctx.fail) return answer(false, ERP_DB_ERROR);
  const uploads = [];
  const files = Object.fromEntries(Object.entries(mapped).map(([member, p]) => [member, { field: p.name, ...keep(p, uploads) }]));
  const record = {
    Id: ctx.id,
    receivedAt: new Date().toISOString(),
    parts: parts.map(partInfo),
    paraDataColl: JSON.parse(text),
    files,
    ignoredMembers: ignored,
    flags,
  };
  return { ...answer(true, M.alumniSaved), record, uploads };
}
