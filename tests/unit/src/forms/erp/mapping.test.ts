// @vitest-environment node
// The forms' answers as the ERP's objects (src/forms/erp/map-to-erp.ts), by the shipped mappings
// (schemas/forms/*.erp.json) and the ERP objects declared from the contract (erp-objects.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMISSION_ENQUIRY, ALUMNI_REGISTRATION, ERP_OBJECTS, TC_REQUEST } from '@src/forms/erp/erp-objects';
import { mapToErp } from '@src/forms/erp/map-to-erp';
import { readMapping, type ErpMapping } from '@src/forms/erp/mapping';
import { erpPlan } from '@src/forms/erp/plan';
import { FORMS_DIR } from '@test/form-definitions';

const json = (f: string): unknown => JSON.parse(readFileSync(join(FORMS_DIR, f), 'utf8'));
const mapping = (form: string): ErpMapping => readMapping(json(`${form}.erp.json`))!;
const labels = (form: string) =>
  erpPlan(form === 'alumni' ? 'erp-alumni' : 'erp-enquiry', json(`${form}.erp.json`), json(`${form}.schema.json`))!.labels;

const PHOTO = 'data:image/jpeg;name=asha.jpg;base64,/9j/4AAQ';
const PDF = 'data:application/pdf;name=birth.pdf;base64,JVBERi0xLjQ=';
const PNG_NO_EXT = 'data:image/png;name=scan;base64,iVBORw0KGgo=';

const admission = {
  personal: {
    firstName: 'Asha',
    middleName: 'Kumari',
    lastName: 'Thapa',
    gender: 'female',
    dob: '2075-04-12',
    birthCertificateNo: 'BC-123',
    contactNo: '+977 984-1234567',
    contactNoE164: '+9779841234567',
    email: 'parent@example.com',
    caste: '5',
    nationality: 'Nepali',
    religion: 'Hinduism',
    course: '22',
    shift: 'Morning',
    slcSee: 'Private',
    plus2: 'Government',
    photo: PHOTO,
  },
  parents: {
    fatherName: 'Hari Thapa',
    fatherProfession: 'Teacher',
    fatherContact: '01-4372815',
    motherName: 'Sita Thapa',
    motherContact: '९८४१२३४५६७',
  },
  contact: {
    permanentAddress: 'Lalitpur-4, Jawalakhel',
    permanentProvince: 'Bagmati',
    permanentDistrict: 'Lalitpur',
    permanentWard: '४',
    sameAsPermanent: true,
    currentAddress: 'Lalitpur-4, Jawalakhel',
    currentWard: '4',
  },
  college: { collegeName: 'Sunrise School', securedGrade: '3.6' },
  additional: {
    achievements: 'Drawing <b>prize</b>',
    hasDisease: 'Yes',
    problem: 'Asthma',
    presentCondition: 'Improving',
    tiffinRequired: 'No',
    transportFacility: 'Yes',
    transportDetails: 'Pulchowk',
    hostelRequired: 'No',
    tuitionFacility: 'Yes',
    tuition: 'Maths',
    registrationSource: 'Viber',
    remarks: 'Please call after 5',
    declaration: true,
  },
  attachments: {
    documents: [
      { type: '7', file: PDF, name: 'birth.pdf', size: 10, description: 'Birth certificate' },
      { type: 'Leaving Certificate' }, // its file was not attached again after a draft: not sent
      { type: 'General', file: PNG_NO_EXT, name: '', size: 8 },
    ],
  },
};

const lists = {
  classes: [
    { id: 21, name: 'Nursery' },
    { id: 22, name: 'LKG' },
  ],
  castes: [{ id: 5, name: 'Newar' }],
  documentTypes: [
    { id: 7, name: 'Birth Certificate' },
    { id: 8, name: 'Citizenship' },
  ],
};

describe('the admission inquiry as AddmissionEnquiry', () => {
  const mapped = mapToErp(ADMISSION_ENQUIRY, mapping('admission-inquiry'), admission, {
    lists,
    label: (p) => labels('admission-inquiry')[p],
  });

  it('fills each field with its type: ids from the lists, the ERP phone form, the AD date, numbers, yes/no', () => {
    expect(mapped.object).toEqual({
      FirstName: 'Asha',
      MiddleName: 'Kumari',
      LastName: 'Thapa',
      Gender: 2,
      DOB: '2018-07-28',
      BirthCertificateNo: 'BC-123',
      ContactNo: '9841234567',
      Email: 'parent@example.com',
      CasteId: 5,
      Nationality: 'Nepali',
      Religion: 'Hinduism',
      ClassId: 22,
      Shift: 'Morning',
      SEETypeId: 2,
      PlusTwoId: 1,
      FatherName: 'Hari Thapa',
      F_Profession: 'Teacher',
      F_ContactNo: '97714372815',
      MotherName: 'Sita Thapa',
      M_ContactNo: '9841234567',
      PA_FullAddress: 'Lalitpur-4, Jawalakhel',
      PA_Province: 'Bagmati',
      PA_District: 'Lalitpur',
      PA_WardNo: 4,
      IsSameAsPermanentAddress: true,
      CA_FullAddress: 'Lalitpur-4, Jawalakhel',
      CA_WardNo: 4,
      PreviousSchool: 'Sunrise School',
      PreviousClassGpa: 3.6,
      Talent: 'Drawing < b>prize< /b>',
      AnyDisease: true,
      Problem: 'Asthma',
      PresentCondition: '2',
      IsTiffin: false,
      IsTransport: true,
      TransportFacility: 'Pulchowk',
      IsHostel: false,
      IsTution: true,
      Remarks: 'Remarks: Please call after 5; Tuition Details (subjects): Maths; How did you hear about us?: Viber',
      AttachmentColl: [
        { DocumentTypeId: 7, Name: 'birth.pdf', Description: 'Birth certificate' },
        { Description: 'General', Name: 'scan.png' },
      ],
    });
    // "General" is no document type of the list: not sent as an id, its name kept in the description.
    expect(mapped.unresolved).toEqual([{ field: 'DocumentTypeId', list: 'documentTypes', required: false }]);
  });

  it('sends the photo as "photo" and document i as file{i}, the entry without its file left out', () => {
    expect(mapped.files).toEqual([
      { part: 'photo', dataUrl: PHOTO },
      { part: 'file0', dataUrl: PDF },
      { part: 'file1', dataUrl: PNG_NO_EXT },
    ]);
  });

  it('never sends a field the ERP object does not declare, even if a mapping names it (FormSale, FeeItemColl…)', () => {
    const bad: ErpMapping = {
      ...mapping('admission-inquiry'),
      fields: {
        ...mapping('admission-inquiry').fields,
        FormSale: { value: true },
        FeeItemColl: 'personal.firstName',
        PhotoPath: 'personal.photo',
      },
    };
    const out = mapToErp(ADMISSION_ENQUIRY, bad, admission, { lists, label: String });
    for (const k of ['FormSale', 'FeeItemColl', 'PhotoPath', 'ReceiptAsLedgerId', 'IsFollowupRequired'])
      expect(out.object).not.toHaveProperty(k);
  });

  it('a name from the fallback list becomes the list id, or is reported when the list has none (never sent as a name)', () => {
    const spec = { ...admission, personal: { ...admission.personal, course: 'LKG', caste: 'Chhetri' } };
    const named = mapToErp(ADMISSION_ENQUIRY, mapping('admission-inquiry'), spec, { lists, label: String });
    expect(named.object.ClassId).toBe(22);
    expect(named.object).not.toHaveProperty('CasteId');
    expect(named.unresolved).toContainEqual({ field: 'CasteId', list: 'castes', required: false });
    expect(named.unresolved.some((u) => u.required)).toBe(false);
    const none = mapToErp(ADMISSION_ENQUIRY, mapping('admission-inquiry'), spec, { lists: {}, label: String });
    expect(none.object).not.toHaveProperty('ClassId');
    expect(none.unresolved).toContainEqual({ field: 'ClassId', list: 'classes', required: true });
    // A document type the list cannot name keeps its name in the description, not as an id.
    expect(none.object.AttachmentColl).toEqual([
      { Name: 'birth.pdf', Description: '7 — Birth certificate' },
      { Name: 'scan.png', Description: 'General' },
    ]);
  });

  it('leaves out blank answers and answers that are not of the field type', () => {
    const out = mapToErp(
      ADMISSION_ENQUIRY,
      mapping('admission-inquiry'),
      { personal: { firstName: ' ', lastName: 'Rai' }, contact: { permanentWard: 'four' } },
      { lists, label: String },
    );
    expect(out.object).toEqual({ LastName: 'Rai' });
  });
});

describe('the other forms', () => {
  it('the TC request as TCCCRequest (the PassKey is added by the adapter)', () => {
    const out = mapToErp(
      TC_REQUEST,
      mapping('transfer-certificate'),
      { mobileNumber: '984-1234567', admissionNumber: 'A-77', boardRegdNo: '', dateOfBirth: '2060-01-01' },
      { lists: {}, label: String },
    );
    expect(out.object).toEqual({ RegdNo: 'A-77', DOB: '2003-04-14', ContactNo: '9841234567' });
  });

  it('the alumni registration as AlumniReg: answers with no field of their own gathered, labelled, in Bio and Remarks', () => {
    const data = {
      personal: {
        batch: '2070',
        className: '10',
        photo: PHOTO,
        fullName: 'Bikash Rai',
        mobileNo: '+1 415 555 0100',
        email: 'b@example.com',
        fatherName: 'Dil Rai',
        address: 'Dharan',
        city: 'Dharan',
        country: 'Nepal',
        dateOfBirth: '2052-02-02',
      },
      education: { college: 'TU', degree: 'BSc', stream: 'Physics' },
      employment: { organizationName: 'NAST', designation: 'Scientist', futurePlans: 'Teach', achievements: 'Paper in Nature' },
    };
    const out = mapToErp(ALUMNI_REGISTRATION, mapping('alumni'), data, { lists: {}, label: (p) => labels('alumni')[p] });
    expect(out.object).toEqual({
      FullName: 'Bikash Rai',
      DOB: '1995-05-16',
      Contact: '14155550100',
      Email: 'b@example.com',
      OriginalAddress: 'Dharan, Dharan, Nepal',
      StudiedUpTo: '2070',
      DegreeTitle: 'BSc, Physics',
      University: 'TU',
      CurPosition: 'Scientist',
      CurCompany: 'NAST',
      Achievements: 'Achievements: Paper in Nature',
      Bio: 'Future Plans: Teach',
      Remarks: "Class: 10; Father's Name: Dil Rai",
    });
    expect(out.files).toEqual([{ part: 'ProfilePhoto', dataUrl: PHOTO }]);
  });
});

describe('the ERP objects, as declared from the contract', () => {
  it('never declare the fields that raise an invoice or that the ERP sets itself', () => {
    for (const obj of ERP_OBJECTS) {
      for (const never of Object.keys(obj.never ?? {})) expect(obj.fields).not.toHaveProperty(never);
      for (const k of ['FormSale', 'FeeItemColl', 'ReceiptAsLedgerId', 'ReceiptNarration', 'CUserId', 'PassKey', 'HashData'])
        expect(obj.fields).not.toHaveProperty(k);
    }
  });
  it('require what the ERP requires', () => {
    const required = (o: typeof ADMISSION_ENQUIRY) => Object.keys(o.fields).filter((k) => o.fields[k].required);
    expect(required(ADMISSION_ENQUIRY)).toEqual(['FirstName', 'ContactNo', 'ClassId', 'PA_FullAddress']);
    expect(required(TC_REQUEST)).toEqual(['RegdNo']);
    expect(required(ALUMNI_REGISTRATION)).toEqual(['FullName']);
  });
});
