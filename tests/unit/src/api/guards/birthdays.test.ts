// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardBirthdays } from '@src/api/guards/birthdays';
import { failureBodies, junk } from '@test/guard-shapes';

// Contract #27: everything the back-end sends, personal data included.
const student = {
  StudentId: 9,
  UserId: 3,
  RegdNo: 'R-1',
  Name: 'Asha',
  ClassName: 'Five',
  SectionName: 'A',
  RollNo: 4,
  FatherName: 'Hari',
  ContactNo: '9812345678',
  Address: 'Lalitpur',
  AgeYear: 10,
  AgeMonth: 1,
  AgeDay: 2,
  PhotoPath: '\\Attachments\\academic\\student\\9.jpg',
  DOB_AD: '2016-11-22T00:00:00',
  DOB_BS: '2073-08-07',
  ClassSection: 'Five A',
  Age: '10 Y 1M ',
  Email: 's@x.np',
  CompName: 'School',
  CompAddress: '',
  CompPhoneNo: '',
  CompFaxNo: '',
  CompEmail: '',
  CompWebSite: '',
  CompLogoPath: '',
  CompImgPath: '',
  CompBannerPath: '',
  Template: '',
  F_Email: 'f@x.np',
  M_Email: null,
  G_Email: null,
};
const employee = {
  EmployeeId: 2,
  UserId: 5,
  Code: 'E2',
  Name: 'Binod',
  Department: 'Science',
  Designation: 'Teacher',
  EnrollNo: 7,
  FatherName: 'Ram',
  ContactNo: '98',
  Address: 'Kathmandu',
  AgeYear: 40,
  AgeMonth: 0,
  AgeDay: 0,
  PhotoPath: '\\Attachments\\academic\\employee\\2.jpg',
  DOB_AD: '1986-11-22T00:00:00',
  DOB_BS: null,
  Age: '40 Y ',
};
const keys = ['className', 'designation', 'kind', 'name', 'photo', 'section'];

describe('guardBirthdays', () => {
  it('reads the contract wrapper, employees then students', () => {
    expect(guardBirthdays({ EmployeeColl: [employee], StudentColl: [student], IsSuccess: true, ResponseMSG: 'Success' })).toEqual([
      { kind: 'emp', name: 'Binod', photo: '\\Attachments\\academic\\employee\\2.jpg', className: '', section: '', designation: 'Teacher' },
      { kind: 'std', name: 'Asha', photo: '\\Attachments\\academic\\student\\9.jpg', className: 'Five', section: 'A', designation: '' },
    ]);
  });

  it('keeps no personal field: exactly the shown keys', () => {
    const out = guardBirthdays({ EmployeeColl: [employee], StudentColl: [student], IsSuccess: true });
    for (const b of out) expect(Object.keys(b).sort()).toEqual(keys);
    const text = JSON.stringify(out);
    for (const secret of ['9812345678', 'Hari', 'Lalitpur', 'f@x.np', 's@x.np', 'R-1', 'Kathmandu', '2073-08-07'])
      expect(text).not.toContain(secret);
  });

  it('reads a DataColl wrapper', () => {
    expect(guardBirthdays({ IsSuccess: true, DataColl: { EmployeeColl: [], StudentColl: [student] } })).toHaveLength(1);
  });

  it('gives [] for the HTTP 400 body', () => {
    expect(guardBirthdays({ Message: 'Invalid Data Object reference not set to an instance of an object.' })).toEqual([]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardBirthdays(body)).toEqual([]);
  });

  it('survives null lists, null fields and junk', () => {
    const out = guardBirthdays({
      EmployeeColl: null,
      StudentColl: [...junk, { Name: null }, { Name: 'X', PhotoPath: null, DOB_AD: '0001-01-01T00:00:00', ClassName: null }],
    });
    expect(out).toEqual([{ kind: 'std', name: 'X', photo: '', className: '', section: '', designation: '' }]);
  });
});
