/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

export type FirstName = string;
export type MiddleName = string;
export type LastName = string;
export type Gender = 'male' | 'female' | 'other';
export type DateOfBirthBS = string;
export type BirthCertificateNo = string;
export type ContactNo = string;
export type Caste = string;
export type Nationality = string;
export type Religion = string;
export type Email = string;
export type ClassApplied =
  'PG' | 'NUR' | 'LKG' | 'UKG' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE' | 'SIX' | 'SEVEN' | 'EIGHT' | 'NINE';
export type Shift = 'Morning' | 'Day';
export type SLCSEEFrom = 'Government' | 'Private';
export type From = 'Government' | 'Private';
export type Photo = string;
export type FatherSName = string;
export type FatherSProfession = string;
export type FatherSContactNo = string;
export type MotherSName = string;
export type MotherSProfession = string;
export type MotherSContactNo = string;
export type GuardianSName = string;
export type RelationWithGuardian = string;
export type GuardianSContactNo = string;
export type PermanentAddress = string;
export type Province = 'Koshi' | 'Madhesh' | 'Bagmati' | 'Gandaki' | 'Lumbini' | 'Karnali' | 'Sudurpashchim';
export type District = string;
export type LocalLevel = string;
export type WardNo = string;
export type StreetTole = string;
export type SameAsPermanentAddress = boolean;
export type CurrentAddress = string;
export type Province1 = 'Koshi' | 'Madhesh' | 'Bagmati' | 'Gandaki' | 'Lumbini' | 'Karnali' | 'Sudurpashchim';
export type District1 = string;
export type LocalLevel1 = string;
export type WardNo1 = string;
export type StreetTole1 = string;
export type PreviousSchoolCollegeName = string;
export type Address = string;
export type SecuredGrade = string;
export type Qualification = string;
export type OptionalFirstSubjectGrade = string;
export type OptionalSecondSubjectGrade = string;
export type Achievements = string;
export type AnyDiseaseOrHealthProblem = 'Yes' | 'No';
export type Problem = string;
export type PresentCondition = 'Still Suffering' | 'Improving' | 'Completely Recovered';
export type TiffinRequired = 'Yes' | 'No';
export type TiffinDetails = string;
export type TransportFacilityRequired = 'Yes' | 'No';
export type TransportDetailsPickUpPoint = string;
export type HostelRequired = 'Yes' | 'No';
export type HostelDetails = string;
export type TuitionFacilityRequired = 'Yes' | 'No';
export type TuitionDetailsSubjects = string;
export type IELTS = string;
export type HowDidYouHearAboutUs = 'test' | 'Viber' | 'whatsapp' | 'Mobile App' | 'Demo' | 'Visit';
export type Remarks = string;
export type IDeclareThatTheInformationGivenAboveIsTrue = boolean;
export type Captcha = string;
export type DocumentType =
  | 'Health Certificate'
  | 'Leaving Certificate'
  | 'PP SIZE'
  | 'Working Certificate'
  | 'Citizenship'
  | 'General'
  | 'Birth Certificate';
export type File = string;
export type FileName = string;
export type SizeBytes = number;
export type Description = string;
export type Documents = {
  type: DocumentType;
  file: File;
  name?: FileName;
  size?: SizeBytes;
  description?: Description;
}[];

/**
 * The six-step admission inquiry. Each top-level property is one step (in the uiSchema's ui:order); each step is validated on its own when the parent presses Next.
 */
export interface AdmissionInquiryFormData {
  personal: PersonalInformation;
  parents: ParentsDetail;
  contact: ContactDetails;
  college: PreviousCollegeDetail;
  additional: AdditionalDetails;
  attachments: AttachDocuments;
}
export interface PersonalInformation {
  firstName: FirstName;
  middleName?: MiddleName;
  lastName: LastName;
  gender: Gender;
  dob?: DateOfBirthBS;
  birthCertificateNo?: BirthCertificateNo;
  contactNo: ContactNo;
  caste?: Caste;
  nationality?: Nationality;
  religion?: Religion;
  email?: Email;
  course: ClassApplied;
  shift?: Shift;
  slcSee?: SLCSEEFrom;
  plus2?: From;
  photo?: Photo;
}
export interface ParentsDetail {
  fatherName: FatherSName;
  fatherProfession?: FatherSProfession;
  fatherContact: FatherSContactNo;
  motherName?: MotherSName;
  motherProfession?: MotherSProfession;
  motherContact?: MotherSContactNo;
  guardianName?: GuardianSName;
  guardianRelation?: RelationWithGuardian;
  guardianContact?: GuardianSContactNo;
}
export interface ContactDetails {
  permanentAddress: PermanentAddress;
  permanentProvince?: Province;
  permanentDistrict?: District;
  permanentLocalLevel?: LocalLevel;
  permanentWard?: WardNo;
  permanentStreet?: StreetTole;
  sameAsPermanent?: SameAsPermanentAddress;
  currentAddress?: CurrentAddress;
  currentProvince?: Province1;
  currentDistrict?: District1;
  currentLocalLevel?: LocalLevel1;
  currentWard?: WardNo1;
  currentStreet?: StreetTole1;
}
export interface PreviousCollegeDetail {
  collegeName?: PreviousSchoolCollegeName;
  collegeAddress?: Address;
  securedGrade?: SecuredGrade;
  qualification?: Qualification;
  optionalFirstGrade?: OptionalFirstSubjectGrade;
  optionalSecondGrade?: OptionalSecondSubjectGrade;
}
export interface AdditionalDetails {
  achievements?: Achievements;
  hasDisease: AnyDiseaseOrHealthProblem;
  problem?: Problem;
  presentCondition?: PresentCondition;
  tiffinRequired: TiffinRequired;
  tiffinDetails?: TiffinDetails;
  transportFacility: TransportFacilityRequired;
  transportDetails?: TransportDetailsPickUpPoint;
  hostelRequired: HostelRequired;
  hostelDetails?: HostelDetails;
  tuitionFacility: TuitionFacilityRequired;
  tuition?: TuitionDetailsSubjects;
  IELTS?: IELTS;
  registrationSource?: HowDidYouHearAboutUs;
  remarks?: Remarks;
  declaration?: IDeclareThatTheInformationGivenAboveIsTrue;
  captcha?: Captcha;
}
export interface AttachDocuments {
  documents?: Documents;
}
