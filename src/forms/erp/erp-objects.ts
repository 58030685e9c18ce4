// The ERP's objects our forms fill, field by field, as ../shared/contract/ERP-FORMS.md reads them
// from the ERP's source: the one place that says what the ERP takes. A form's mapping
// (schemas/forms/<form>.erp.json) may name only these fields; `npm run validate` refuses any other
// (a typo, a field the ERP sets itself, a field that raises an invoice) and a required field left
// unmapped; the adapters convert each value to its type here and the form checks the ERP's rules
// before anything is sent.
//
// Not declared, so never sent: the fields the ERP sets itself (EnquiryId, IPAddress, CUserId…),
// and those listed in `never` with the reason `npm run validate` gives.

/** How a value travels: text, a whole number, a number, true/false, an AD date (yyyy-MM-dd, from
 *  the form's BS date), an id from one of the ERP's lists, a phone number in the ERP's form
 *  (10–13 characters starting with a digit), an e-mail address. */
export type ErpType = 'text' | 'int' | 'number' | 'bool' | 'date' | 'id' | 'phone' | 'email';

/** The ERP's lists a form's choices come from (src/api/guards/erp-choices.ts). */
export const ERP_LISTS = ['classes', 'castes', 'documentTypes'] as const;
export type ErpListName = (typeof ERP_LISTS)[number];

export interface ErpField {
  type: ErpType;
  /** The ERP refuses the object without it. */
  required?: boolean;
  /** Type id: the list its ids come from. */
  list?: ErpListName;
  /** Only Latin letters, spaces and . ? , ' ; : ! - (the ERP's name rule: Devanagari is refused). */
  latin?: boolean;
  /** A date at least this many years before today. */
  minAgeYears?: number;
  /** Required when another field of the object holds this value. */
  requiredIf?: { field: string; equals: unknown };
}

export interface ErpObject {
  /** The object's name in the ERP's source (AddmissionEnquiry, sic). */
  name: string;
  /** Where it is posted, relative to the ERP's root (reached through the site's same-origin proxy). */
  endpoint: string;
  fields: Record<string, ErpField>;
  /** Groups of fields of which at least one must hold a value. */
  oneOf?: string[][];
  /** Parts of a multipart request that carry one file each, by part name. */
  fileParts?: readonly string[];
  /** A list of documents, one entry each with its own file part (AttachmentColl + file0…fileN). */
  attachments?: { field: string; item: Record<string, ErpField>; filePart: (index: number) => string };
  /** Filled by the adapter from the site's config (a key, a hash): never mapped. */
  setBySite?: readonly string[];
  /** Fields a mapping must never name, with the reason. */
  never?: Record<string, string>;
  /** The endpoint is an MVC action under ASP.NET request validation: free text holding "<" before
   *  a letter, "!", "/" or "?", or holding "&#", makes the ERP refuse the whole form (contract G8). */
  requestValidation?: boolean;
}

const text: ErpField = { type: 'text' };
const int: ErpField = { type: 'int' };
const bool: ErpField = { type: 'bool' };
const phone: ErpField = { type: 'phone' };
const email: ErpField = { type: 'email' };

const INVOICE = 'makes the ERP raise a sales invoice for the registration form: never send it';
const FOLLOW_UP = 'a follow-up the ERP then requires a date and a communication type for; staff set it';
const SET_BY_ERP = 'the ERP sets it itself';

/** POST Home/SaveReg: the admission enquiry (ERP-FORMS.md §1). */
export const ADMISSION_ENQUIRY: ErpObject = {
  name: 'AddmissionEnquiry',
  endpoint: 'Home/SaveReg',
  requestValidation: true,
  fields: {
    FirstName: { type: 'text', required: true, latin: true },
    MiddleName: text,
    LastName: text,
    Gender: int, // 1 male, 2 female, 3 other (the ERP's own page)
    CasteId: { type: 'id', list: 'castes' },
    DOB: { type: 'date', minAgeYears: 2 },
    BirthCertificateNo: text,
    Nationality: text,
    Religion: text,
    ContactNo: { type: 'phone', required: true },
    Email: email,
    IsPhysicalDisability: bool,
    PhysicalDisability: text,
    ClassId: { type: 'id', list: 'classes', required: true },
    // Ids of lists the site does not read: only a fixed value of the school's ERP can fill them.
    MediumId: int,
    FacultyId: int,
    ClassShiftId: int,
    SourceId: int,
    StudentTypeId: int,
    Shift: text,
    Department: text,
    IsTransport: bool,
    TransportFacility: text,
    IsHostel: bool,
    HostelRequired: text,
    IsTiffin: bool,
    Tiffin: text,
    IsTution: bool,
    IsOtherfaciltity: bool,
    Otherfaciltity: text,
    FatherName: text,
    F_Profession: text,
    F_ContactNo: phone,
    F_Email: email,
    F_AnnualIncome: { type: 'number' },
    MotherName: text,
    M_Profession: text,
    M_ContactNo: phone,
    M_Email: email,
    M_AnnualIncome: { type: 'number' },
    GuardianName: text,
    G_Relation: text,
    G_Professsion: text, // sic: three s
    G_Contact: phone,
    G_Email: email,
    G_Address: text,
    PA_FullAddress: { type: 'text', required: true },
    PA_Province: text,
    PA_District: text,
    PA_LocalLevel: text,
    PA_WardNo: int,
    PA_StreetName: text,
    IsSameAsPermanentAddress: bool,
    CA_FullAddress: text,
    CA_Province: text,
    CA_District: text,
    CA_LocalLevel: text,
    CA_WardNo: int,
    CA_StreetName: text,
    PreviousSchool: text,
    PreviousSchoolAddress: text,
    PreviousClassGpa: { type: 'number' },
    Qualification: text,
    OptionalFirst: text,
    OptionalSecond: text,
    SEETypeId: int, // 1 government, 2 private
    PlusTwoId: int,
    Talent: text,
    AnyDisease: bool,
    Problem: { type: 'text', requiredIf: { field: 'AnyDisease', equals: true } },
    PresentCondition: { type: 'text', requiredIf: { field: 'AnyDisease', equals: true } },
    IeltsToeflScore: { type: 'number' },
    ReferralCode: text,
    Remarks: text,
  },
  fileParts: ['photo'],
  attachments: {
    field: 'AttachmentColl',
    // The ERP keeps a document only with a non-empty Name (the adapter falls back to the file's name).
    item: { DocumentTypeId: { type: 'id', list: 'documentTypes' }, Name: { type: 'text', required: true }, Description: text },
    filePart: (i) => `file${i}`,
  },
  never: {
    FormSale: INVOICE,
    FeeItemColl: INVOICE,
    ReceiptAsLedgerId: INVOICE,
    ReceiptNarration: INVOICE,
    IsFollowupRequired: FOLLOW_UP,
    FollowupDate: FOLLOW_UP,
    FollowUpTime: FOLLOW_UP,
    CommunicationTypeId: FOLLOW_UP,
    FollowupRemarks: FOLLOW_UP,
    Photo: 'the photo travels as the file part "photo" (map it under "files")',
    PhotoPath: 'the ERP sets it from the file part "photo" (map the photo under "files")',
    AttachmentColl: 'documents are mapped under "attachments"',
    AcademicDetailsColl: 'the site does not fill previous-school rows; map those fields to PreviousSchool and the like',
    EnquiryId: SET_BY_ERP,
    EnquiryDate: SET_BY_ERP,
    Sourse: SET_BY_ERP,
    Address: 'the ERP copies PA_FullAddress into it',
    IsAnonymous: SET_BY_ERP,
    IPAddress: SET_BY_ERP,
    Agent: SET_BY_ERP,
    Browser: SET_BY_ERP,
    CUserId: SET_BY_ERP,
  },
};

/** POST v1/Student/TCCC_Request: a transfer/character certificate request (ERP-FORMS.md §2). */
export const TC_REQUEST: ErpObject = {
  name: 'TCCCRequest',
  endpoint: 'v1/Student/TCCC_Request',
  fields: {
    RegdNo: { type: 'text', required: true },
    DOB: { type: 'date' },
    ContactNo: phone,
    BoardRegNo: text,
  },
  oneOf: [['DOB', 'ContactNo']],
  setBySite: ['PassKey'],
  never: {
    StudentId: 'the ERP finds the student from RegdNo and the date of birth or contact number',
    AcademicYearId: 'the ERP finds the student from RegdNo and the date of birth or contact number',
    IsIssueTC: 'a status staff set when the certificate is issued, not a choice of the requester',
    IsIssueCC: 'a status staff set when the certificate is issued, not a choice of the requester',
    IPAddress: SET_BY_ERP,
    Browser: SET_BY_ERP,
    UserAgent: SET_BY_ERP,
  },
};

/** POST v1/General/SaveAlumni: an alumni registration (ERP-FORMS.md §3). */
export const ALUMNI_REGISTRATION: ErpObject = {
  name: 'AlumniReg',
  endpoint: 'v1/General/SaveAlumni',
  fields: {
    FullName: { type: 'text', required: true },
    DOB: { type: 'date' },
    OriginalAddress: text,
    CurrentAddress: text,
    Contact: phone,
    Email: email,
    JoinedYear: text,
    StudiedUpTo: text,
    SEE: text,
    PlusTwo: text,
    DegreeTitle: text,
    University: text,
    CurPosition: text,
    CurCompany: text,
    CurUniversity: text,
    Achievements: text,
    Bio: text,
    Remarks: text,
  },
  // Any other file part becomes the achievement document; the site names it AchievementDoc.
  fileParts: ['ProfilePhoto', 'MarksheetPhoto', 'MemoryPhoto1', 'MemoryPhoto2', 'AchievementDoc'],
  setBySite: ['HashData'],
  never: {
    MarksheetPath: 'the ERP sets it from the file part "MarksheetPhoto" (map the file under "files")',
    Achievement_Doc: 'the ERP sets it from the file part "AchievementDoc" (map the file under "files")',
    MarksheetB: 'files travel as file parts (map them under "files")',
    ProfileB: 'files travel as file parts (map them under "files")',
    Memory1B: 'files travel as file parts (map them under "files")',
    Memory2B: 'files travel as file parts (map them under "files")',
    AchievementB: 'files travel as file parts (map them under "files")',
    DOB_BS: 'the ERP does not keep it; map the date to DOB',
    AlumniRegId: SET_BY_ERP,
  },
};

/** The delivery kinds of site.config.json that go to the ERP, with the object each fills. */
export const ERP_KINDS = {
  'erp-enquiry': ADMISSION_ENQUIRY,
  'erp-tc': TC_REQUEST,
  'erp-alumni': ALUMNI_REGISTRATION,
} as const;
export type ErpKind = keyof typeof ERP_KINDS;

export const ERP_OBJECTS: readonly ErpObject[] = Object.values(ERP_KINDS);

export function isErpKind(kind: unknown): kind is ErpKind {
  return typeof kind === 'string' && kind in ERP_KINDS;
}

export function erpObjectNamed(name: unknown): ErpObject | undefined {
  return ERP_OBJECTS.find((o) => o.name === name);
}
