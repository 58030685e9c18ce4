/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

export type FirstName = string;
export type LastName = string;
export type Email = string;
export type Phone = string;
export type Photo = string;
export type CV = string;
export type CoverLetter = string;

/**
 * The Apply dialog of a career detail page.
 */
export interface JobApplyFormData {
  firstName: FirstName;
  lastName: LastName;
  email: Email;
  phone: Phone;
  photo?: Photo;
  cv: CV;
  coverLetter?: CoverLetter;
}
