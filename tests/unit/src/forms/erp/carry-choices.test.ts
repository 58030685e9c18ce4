// @vitest-environment node
// A choice carried from one version of an ERP list to the next (src/forms/erp/carry-choices.ts):
// the prerendered admission form offers the build's classes, the page's data refresh brings the
// ERP's a moment later, and an id means nothing across the two. Found as a stale class id: a
// parent chose LKG (id 2 in the build's list), the ERP had since given id 2 to Grade 5, and the
// form sent Grade 5.
import { describe, expect, it } from 'vitest';
import { carryChoices } from '@src/forms/erp/carry-choices';
import { matchChoice } from '@src/forms/erp/choice-match';

const targets = [
  { segs: ['personal', 'course'], list: 'classes' as const },
  { segs: ['personal', 'caste'], list: 'castes' as const },
  { segs: ['attachments', 'documents', '[]', 'type'], list: 'documentTypes' as const },
];
const built = {
  classes: [
    { id: 1, name: 'Nursery' },
    { id: 2, name: 'LKG' },
    { id: 3, name: 'UKG' },
  ],
  castes: [{ id: 3, name: 'Newar' }],
  documentTypes: [
    { id: 1, name: 'Birth Certificate' },
    { id: 2, name: 'Character Certificate' },
  ],
};
const refreshed = {
  classes: [
    { id: 2, name: 'Grade 5' },
    { id: 52, name: 'LKG' },
  ],
  castes: [
    { id: 3, name: 'Tharu' },
    { id: 33, name: 'Newar' },
  ],
  documentTypes: [{ id: 21, name: 'Birth Certificate' }],
};

describe('carryChoices', () => {
  it("gives each choice the new list's id of the name chosen, not the entry that now has its old id", () => {
    const data = {
      personal: { firstName: 'Dawa', course: '2', caste: '3' },
      attachments: {
        documents: [
          { type: '1', file: 'data:…' },
          { type: '2', file: 'data:…' },
        ],
      },
    };
    expect(carryChoices(data, targets, built, refreshed)).toEqual({
      personal: { firstName: 'Dawa', course: '52', caste: '33' },
      // A type the new list no longer has keeps its name: no id of the list, asked for again.
      attachments: {
        documents: [
          { type: '21', file: 'data:…' },
          { type: 'Character Certificate', file: 'data:…' },
        ],
      },
    });
  });

  it('keeps a class the new list no longer has as its name, which the form refuses and sending never takes for an id', () => {
    const out = carryChoices({ personal: { course: '3' } }, targets, built, refreshed);
    expect(out).toEqual({ personal: { course: 'UKG' } });
    expect(matchChoice(refreshed.classes, out.personal.course)).toBeUndefined();
  });

  it('leaves the data as it is when nothing is to carry: the same lists, a list gone empty, blanks and fallback names', () => {
    const data = { personal: { course: 'LKG', caste: '' } };
    expect(carryChoices(data, targets, built, refreshed)).toBe(data);
    const chosen = { personal: { course: '2' } };
    expect(carryChoices(chosen, targets, built, { ...built })).toBe(chosen);
    expect(carryChoices(chosen, targets, built, { classes: [] })).toBe(chosen);
    expect(carryChoices(chosen, targets, {}, refreshed)).toBe(chosen);
  });
});

describe('matchChoice', () => {
  it('never reads a number that is not an id of the list as a class name ("2" is not "Class 2")', () => {
    const list = [
      { id: 41, name: 'Class 1' },
      { id: 42, name: 'Class 2' },
    ];
    expect(matchChoice(list, '2')).toBeUndefined();
    expect(matchChoice(list, '42')).toBe(42);
    expect(matchChoice(list, 'two')).toBe(42);
  });
});
