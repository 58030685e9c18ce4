/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

export type YourName = string;
export type Email = string;
export type Phone = string;
export type Subject = string;
export type Message = string;

/**
 * The contact page's message form.
 */
export interface ContactFormData {
  name: YourName;
  email: Email;
  phone?: Phone;
  subject?: Subject;
  message: Message;
}
