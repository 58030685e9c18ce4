// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardSyllabus } from '@src/api/guards/syllabus';
import { failureBodies, junk } from '@test/guard-shapes';

const b = { IsSuccess: false, ResponseMSG: null };
// Contract #7: ProgramId is never set; SyllabusName may be null; nested lists are arrays.
const real = [
  {
    TranId: 1,
    ProgramId: null,
    NoOfSyllabus: 2,
    Name: 'Grade 11',
    Program: 'Science',
    ...b,
    DetailsColl: [
      { SyllabusId: 2, TranId: 1, SNo: 2, SyllabusName: 'Chemistry', TopicColl: [], ...b },
      {
        SyllabusId: 1,
        TranId: 1,
        SNo: 1,
        SyllabusName: 'Physics',
        ...b,
        TopicColl: [
          { SyllabusId: 1, SyllabusSNo: 1, SNo: 2, TopicName: 'Optics', ...b },
          { SyllabusId: 1, SyllabusSNo: 1, SNo: 1, TopicName: 'Mechanics', ...b },
        ],
      },
    ],
  },
];

describe('guardSyllabus', () => {
  it('reads the contract nested arrays, entries and topics by SNo', () => {
    expect(guardSyllabus(real)).toEqual([
      {
        id: 1,
        name: 'Grade 11',
        program: 'Science',
        entries: [
          {
            order: 1,
            name: 'Physics',
            topics: [
              { order: 1, name: 'Mechanics' },
              { order: 2, name: 'Optics' },
            ],
          },
          { order: 2, name: 'Chemistry', topics: [] },
        ],
      },
    ]);
  });

  it("reads SPEC's wrapper", () => {
    const out = guardSyllabus({
      IsSuccess: true,
      DataColl: [
        { Program: 'Arts', Name: 'X', DetailsColl: [{ SNo: 1, SyllabusName: 'History', TopicColl: [{ SNo: 1, TopicName: 'Rome' }] }] },
      ],
    });
    expect(out[0].entries[0].topics).toEqual([{ order: 1, name: 'Rome' }]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardSyllabus(body)).toEqual([]);
  });

  it('is emptied by a Message field (SPEC §7)', () => {
    expect(guardSyllabus({ DataColl: real, Message: 'No Data Found' })).toEqual([]);
  });

  it('survives null nested lists, null names and junk', () => {
    const out = guardSyllabus([
      ...junk,
      { Name: 'P', Program: null, DetailsColl: null },
      {
        Name: 'Q',
        DetailsColl: [null, { SyllabusName: null, TopicColl: null }, { SyllabusName: 'S', TopicColl: [5, { TopicName: null }] }],
      },
    ]);
    expect(out).toEqual([
      { id: null, name: 'P', program: '', entries: [] },
      { id: null, name: 'Q', program: '', entries: [{ order: null, name: 'S', topics: [] }] },
    ]);
  });
});
