// What a test of the site and a test of the demo back-end share about the ERP's form endpoints
// (shared/contract/ERP-FORMS.md): where they are, the demo's placeholder keys, how the alumni
// HashData is made, the ERP's messages and the demo's names for what it records. One place, so
// the site's tests (branch i31-forms) and the demo's cannot drift apart.
//
// The keys are the demo's placeholders, not the ERP's. The real ones are literals in the ERP's
// source, the same for every school; the site's config holds them and a production build refuses
// these placeholders.
import crypto from 'node:crypto';

/** PassKey of v1/General/FeedbackSuggestion in the demo (option passKey, env DEMO_PASSKEY). */
export const DEMO_FEEDBACK_PASS_KEY = 'demo-pass-key';
/** PassKey of v1/Student/TCCC_Request in the demo (option tcPassKey, env DEMO_TC_PASSKEY). */
export const DEMO_TC_PASS_KEY = 'demo-tc-pass-key';
/** HMAC key of SaveAlumni's HashData in the demo (option alumniHashKey, env DEMO_ALUMNI_HASH_KEY). */
export const DEMO_ALUMNI_HASH_KEY = 'demo-alumni-hash-key';

/** The routes, relative to the ERP's root (and to the site's origin, through its proxy). */
export const ERP_ROUTES = {
  admission: '/Home/SaveReg',
  transferCertificate: '/v1/Student/TCCC_Request',
  alumni: '/v1/General/SaveAlumni',
  classList: '/v1/Academic/ClassListForReg',
  casteList: '/v1/Academic/GetCasteList',
  documentTypes: '/v1/General/GetAllDocumentType',
};

/** The demo's record of each endpoint: {dataDir}/{name}.jsonl, read with node demo/submissions.mjs {name}. */
export const ERP_RECORDS = {
  admission: 'erp-admission-inquiry',
  transferCertificate: 'erp-transfer-certificate',
  alumni: 'erp-alumni',
};

/**
 * SaveAlumni's HashData: HMAC-SHA512 of "FullName,Contact,Email" (a missing value as empty), the
 * key and the text as UTF-8, written as upper-case hex, as the ERP computes it (ERP-FORMS.md §3).
 */
export function alumniHashData(key, { FullName, Contact, Email }) {
  const text = [FullName, Contact, Email].map((v) => (v === undefined || v === null ? '' : String(v))).join(',');
  return crypto.createHmac('sha512', Buffer.from(key, 'utf8')).update(text, 'utf8').digest('hex').toUpperCase();
}

/** The ERP's own messages (read in its source), and the demo's choices where the source is silent. */
export const ERP_MESSAGES = {
  // Home/SaveReg: controller and BL (AddmissionEnquiry.IsValidData, CommonBL).
  blankData: "Blank Data Can't be Accept",
  noFirstName: 'Please ! Enter First Name',
  noClass: 'Please ! Select Class Name',
  noAddress: 'Please ! Enter Permanent Full Address',
  noContactNo: 'Please ! Enter Contact No.',
  badName: 'Number/Special Characters are not allowed',
  badContactNo: 'Invalid Contact No.',
  badEmail: 'Invalid Email Id',
  badDob: 'Please ! Enter Valid DOB',
  noDisease: 'Enter Disease Problem',
  noDiseaseStatus: 'Please Select Present Status of Disease Problem',
  noFeeStructure: 'Please ! 1st setup fee structure.',
  noFollowupDate: 'Please ! Enter Followup Date',
  noCommunicationType: 'Please ! Select Communication Type',
  // v1/Student/TCCC_Request.
  invalidPassKey: 'Invalid PassKey',
  invalidData: 'Invalid Data',
  noDobOrContact: 'Please ! Enter DOB or Contact No.',
  noRegdNo: 'Please ! Enter Reg. No.',
  // v1/General/SaveAlumni (the last one with its trailing space).
  notMultipart: 'UnsupportedMediaType',
  noParaData: 'No data found',
  nullParaData: 'No form data found',
  invalidHash: 'Invalid Hashdata',
  noFullName: 'Please ! Enter FullName ',
  // The stored procedures' success texts are not in the source: the demo's wording.
  tcSaved: 'TC/CC Request Submitted Successfully',
  alumniSaved: 'Alumni Registration Saved Successfully',
};

/** What every ERP operation answers while its database is down (DEMO_FAIL). */
export const ERP_DB_ERROR =
  'A network-related or instance-specific error occurred while establishing a connection to SQL Server. ' +
  'The server was not found or was not accessible.';

/** The demo's registration numbers: ENQ-2083-0001 for the first admission inquiry of 2083 BS (a series
 * of its own: a student's registration number, which the TC request asks for, is HVM-2077-050). */
export const registrationNumber = (id) => `ENQ-2083-${String(id).padStart(4, '0')}`;
/** SaveReg's success text: the registration number in parentheses, as the ERP's page reads it. */
export const saveRegMessage = (regNo) => `Registration Saved Successfully (${regNo})`;
/** The registration number in a SaveReg answer: the text in its first parentheses (null if none). */
export const registrationNumberIn = (responseMSG) => /\(([^()]*)\)/.exec(String(responseMSG ?? ''))?.[1] ?? null;
