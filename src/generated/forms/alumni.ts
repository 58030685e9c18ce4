/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

export type Batch = string;
export type Class = string;
export type Photo = string;
export type FullName = string;
export type DateOfBirthBS = string;
export type MobileNo = string;
export type EmailId = string;
export type FatherSName = string;
export type MotherSName = string;
export type SpouseName = string;
export type PositionHead = string;
export type Stream = string;
export type PresentStatus = string;
export type Address = string;
export type Province = string;
export type City = string;
export type Country = string;
export type PinCode = string;
export type College = string;
export type Degree = string;
export type SemYear = string;
export type Stream1 = string;
export type Distinction = string;
export type OrganizationName = string;
export type Designation = string;
export type NatureOfWork = string;
export type FuturePlans = string;
export type OfficeAddress = string;
export type OfficeCountry = string;
export type OfficeCity = string;
export type RoleToBeAssociatedWithSchool = string;
export type Achievements = string;

/**
 * Alumni registration, in three groups.
 */
export interface AlumniFormData {
  personal: PersonalDetails;
  education: Education;
  employment: Employment;
}
export interface PersonalDetails {
  batch: Batch;
  className?: Class;
  photo?: Photo;
  fullName: FullName;
  dateOfBirth?: DateOfBirthBS;
  mobileNo: MobileNo;
  email: EmailId;
  fatherName?: FatherSName;
  motherName?: MotherSName;
  spouseName?: SpouseName;
  positionHead?: PositionHead;
  stream?: Stream;
  presentStatus?: PresentStatus;
  address?: Address;
  province?: Province;
  city?: City;
  country?: Country;
  pinCode?: PinCode;
}
export interface Education {
  college?: College;
  degree?: Degree;
  semYear?: SemYear;
  stream?: Stream1;
  distinction?: Distinction;
}
export interface Employment {
  organizationName?: OrganizationName;
  designation?: Designation;
  natureOfWork?: NatureOfWork;
  futurePlans?: FuturePlans;
  officeAddress?: OfficeAddress;
  officeCountry?: OfficeCountry;
  officeCity?: OfficeCity;
  roleWithSchool?: RoleToBeAssociatedWithSchool;
  achievements?: Achievements;
}
