/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

export type Name = string;
export type MobileNumber = string;
export type Email = string;
export type Feedback = string;

/**
 * Feedback and suggestions, sent to the school's back-end (FeedbackSuggestion). Property names are the back-end's field names.
 */
export interface FeedbackFormData {
  Name: Name;
  ContactNo: MobileNumber;
  Email: Email;
  Feedback: Feedback;
}
