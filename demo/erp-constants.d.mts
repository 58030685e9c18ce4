// Types of demo/erp-constants.mjs: what the site's tests and the demo's share about the ERP's forms.
export const DEMO_FEEDBACK_PASS_KEY: string;
export const DEMO_TC_PASS_KEY: string;
export const DEMO_ALUMNI_HASH_KEY: string;
export const ERP_ROUTES: {
  admission: '/Home/SaveReg';
  transferCertificate: '/v1/Student/TCCC_Request';
  alumni: '/v1/General/SaveAlumni';
  classList: '/v1/Academic/ClassListForReg';
  casteList: '/v1/Academic/GetCasteList';
  documentTypes: '/v1/General/GetAllDocumentType';
};
export const ERP_RECORDS: { admission: string; transferCertificate: string; alumni: string };
/** Upper-case hex HMAC-SHA512 of "FullName,Contact,Email" under key, as SaveAlumni checks HashData. */
export function alumniHashData(key: string, fields: { FullName?: unknown; Contact?: unknown; Email?: unknown }): string;
export const ERP_MESSAGES: Readonly<
  Record<
    | 'blankData'
    | 'noFirstName'
    | 'noClass'
    | 'noAddress'
    | 'noContactNo'
    | 'badName'
    | 'badContactNo'
    | 'badEmail'
    | 'badDob'
    | 'noDisease'
    | 'noDiseaseStatus'
    | 'noFeeStructure'
    | 'noFollowupDate'
    | 'noCommunicationType'
    | 'invalidPassKey'
    | 'invalidData'
    | 'noDobOrContact'
    | 'noRegdNo'
    | 'notMultipart'
    | 'noParaData'
    | 'nullParaData'
    | 'invalidHash'
    | 'noFullName'
    | 'tcSaved'
    | 'alumniSaved',
    string
  >
>;
export const ERP_DB_ERROR: string;
export function registrationNumber(id: number): string;
export function saveRegMessage(regNo: string): string;
/** The text in the first parentheses of a SaveReg answer's ResponseMSG (read it only when IsSuccess). */
export function registrationNumberIn(responseMSG: unknown): string | null;
