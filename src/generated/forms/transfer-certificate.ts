/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

export type MobileNumber = string;
export type AdmissionNumber = string;
export type BoardRegistrationNumber = string;
export type DateOfBirthBS = string;

/**
 * Request for a transfer certificate. A valid request opens the OTP step.
 */
export interface TransferCertificateFormData {
  mobileNumber: MobileNumber;
  admissionNumber?: AdmissionNumber;
  boardRegdNo?: BoardRegistrationNumber;
  dateOfBirth: DateOfBirthBS;
}
