// The failure shapes every guard must survive (contract G11, §S; SPEC §7), and the base members
// the back-end puts on every item (contract G4), shared by the guard tests.
export const failureBodies: Array<[string, unknown]> = [
  ['an empty array', []],
  ['IsSuccess false', { IsSuccess: false, ResponseMSG: 'x' }],
  ['an ASP.NET error body', { Message: 'An error has occurred.' }],
  ['null', null],
  ['undefined', undefined],
  ['a string', 'oops'],
  ['a number', 42],
];

/** Base members on an unfiltered item: IsSuccess is normally false and means nothing here. */
export const base = { IsSuccess: false, ResponseMSG: null, ErrorNumber: 0, EntityId: 0, CUserName: null, JsonStr: null };

/** Junk that can sit in a partial array. */
export const junk: unknown[] = [null, 7, 'x', [], true];
