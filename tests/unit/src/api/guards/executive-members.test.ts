// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardExecutiveMembers } from '@src/api/guards/executive-members';
import { base, failureBodies, junk } from '@test/guard-shapes';

describe('guardExecutiveMembers', () => {
  it('reads the contract bare array (Contact spelling; item Message is HTML, not an error)', () => {
    const body = [
      {
        TranId: 1,
        FullName: 'Ram',
        Designation: 'Chair',
        Contact: '9800000000',
        Email: 'r@x.np',
        Message: '<p>Hi</p>',
        ImagePath: 'r.jpg',
        ...base,
      },
    ];
    expect(guardExecutiveMembers(body)).toEqual([
      { id: 1, fullName: 'Ram', designation: 'Chair', phone: '9800000000', email: 'r@x.np', message: '<p>Hi</p>', image: 'r.jpg' },
    ]);
  });

  it('reads the ContactNo spelling in a wrapper', () => {
    expect(guardExecutiveMembers({ IsSuccess: true, DataColl: [{ FullName: 'Sita', ContactNo: '01-123' }] })[0].phone).toBe('01-123');
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardExecutiveMembers(body)).toEqual([]);
  });

  it('drops nameless members and junk', () => {
    expect(guardExecutiveMembers([...junk, { FullName: null, Email: 'x' }, { FullName: 'A', Contact: null }])).toEqual([
      { id: null, fullName: 'A', designation: '', phone: '', email: '', message: '', image: '' },
    ]);
  });
});
