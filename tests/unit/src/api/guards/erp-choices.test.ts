// @vitest-environment node
// The ERP's lists behind form choices (contract ERP-FORMS.md §5), in the shapes the ERP answers.
import { describe, expect, it } from 'vitest';
import { guardCastes, guardDocumentTypes, guardRegistrationClasses } from '@src/api/guards/erp-choices';
import { ops } from '@src/api/operations';
import { operationRequest } from '@src/api/fetcher';
import { base, failureBodies, junk } from '@test/guard-shapes';

describe('guardRegistrationClasses (v1/Academic/ClassListForReg)', () => {
  it('reads { ResMSG, ResStatus, TotalRows, DataColl }, in OrderNo order', () => {
    const body = {
      ResMSG: 'Success',
      ResStatus: true,
      TotalRows: 3,
      DataColl: [
        { ClassId: 14, Name: 'Two', OrderNo: 5 },
        { ClassId: 12, Name: 'Nursery', OrderNo: 2 },
        { ClassId: 13, Name: 'One', OrderNo: 4 },
      ],
    };
    expect(guardRegistrationClasses(body)).toEqual([
      { id: 12, name: 'Nursery' },
      { id: 13, name: 'One' },
      { id: 14, name: 'Two' },
    ]);
  });

  it('is empty on its failure shape and on every other failure', () => {
    expect(guardRegistrationClasses({ ResMSG: 'Timeout expired', ResStatus: false, TotalRows: 0, DataColl: [] })).toEqual([]);
    for (const [, body] of failureBodies) expect(guardRegistrationClasses(body)).toEqual([]);
  });

  it('drops an entry the ERP could not take: no id, an id of 0 or below, a fraction, no name; an id given twice counts once', () => {
    const body = {
      DataColl: [
        ...junk,
        { ClassId: 0, Name: 'Zero' },
        { ClassId: -3, Name: 'Minus' },
        { ClassId: 2.5, Name: 'Half' },
        { Name: 'No id' },
        { ClassId: 9, Name: '  ' },
        { ClassId: '11', Name: ' Eleven ' },
        { ClassId: 11, Name: 'Eleven again' },
      ],
    };
    expect(guardRegistrationClasses(body)).toEqual([{ id: 11, name: 'Eleven' }]);
  });
});

describe('guardCastes (v1/Academic/GetCasteList)', () => {
  it('reads the bare array with its base members', () => {
    const body = [
      { CasteId: 3, id: 3, Name: 'Brahmin', text: 'Brahmin', ...base },
      { CasteId: 5, id: 5, Name: 'Newar', text: 'Newar', ...base },
    ];
    expect(guardCastes(body)).toEqual([
      { id: 3, name: 'Brahmin' },
      { id: 5, name: 'Newar' },
    ]);
  });
  it('reads the id and text spellings when CasteId and Name are missing', () => {
    expect(guardCastes([{ id: 8, text: 'Magar' }])).toEqual([{ id: 8, name: 'Magar' }]);
  });
  it('is empty on a database error ([]) and the other failures', () => {
    for (const [, body] of failureBodies) expect(guardCastes(body)).toEqual([]);
  });
});

describe('guardDocumentTypes (v1/General/GetAllDocumentType)', () => {
  it('reads { IsSuccess, ResponseMSG, DataColl } and keeps only the id and the name', () => {
    const body = {
      IsSuccess: true,
      ResponseMSG: 'Success',
      DataColl: [
        {
          DocumentTypeId: 4,
          id: 4,
          Name: 'Birth Certificate',
          Code: 'BC',
          Description: 'x',
          OrderNo: 2,
          Api_Id: null,
          LastResponse: 'secret',
          ...base,
        },
        { DocumentTypeId: 2, id: 2, Name: 'Character Certificate', OrderNo: 1, ...base },
      ],
    };
    expect(guardDocumentTypes(body)).toEqual([
      { id: 2, name: 'Character Certificate' },
      { id: 4, name: 'Birth Certificate' },
    ]);
  });
  it('is empty on { IsSuccess: false } and the other failures', () => {
    for (const [, body] of failureBodies) expect(guardDocumentTypes(body)).toEqual([]);
  });
});

describe('the operations', () => {
  it('post to the contract routes, not at start-up', () => {
    expect(operationRequest(ops.registrationClasses.name).path).toBe('v1/Academic/ClassListForReg');
    expect(operationRequest(ops.castes.name).path).toBe('v1/Academic/GetCasteList');
    expect(operationRequest(ops.documentTypes.name).path).toBe('v1/General/GetAllDocumentType');
  });
});
