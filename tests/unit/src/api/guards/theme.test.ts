// @vitest-environment node
// GetAllThemeConfig (contract #2): a wrapper whose DataColl is one object; SPEC's array form; no
// row (IsSuccess true, colours ""); HTTP 500's ASP.NET body. Colours are whatever an admin typed,
// and they end up in CSS custom properties, so only real hex colours may pass.
import { describe, expect, it } from 'vitest';
import { cleanColour, guardTheme } from '@src/api/guards/theme';
import { failureBodies } from '@test/guard-shapes';

const colours = {
  PrimaryColor: '#1F4E79',
  SecondaryColor: '#E8A33D',
  ThirdColor: '#2E7D5B',
  FourthColor: '#7B2D26',
  FifthColor: '',
  IsSuccess: true,
  ResponseMSG: 'Success',
};
const none = { primary: '', secondary: '', third: '', fourth: '' };

describe('guardTheme', () => {
  it('reads the contract wrapper, DataColl as one object', () => {
    expect(guardTheme({ ResponseMSG: 'Success', IsSuccess: true, DataColl: colours })).toEqual({
      primary: '#1f4e79',
      secondary: '#e8a33d',
      third: '#2e7d5b',
      fourth: '#7b2d26',
    });
  });

  it("reads SPEC's wrapper with DataColl as an array (its first row) and a bare object", () => {
    expect(guardTheme({ IsSuccess: true, DataColl: [{ ...colours, PrimaryColor: '#000' }, { PrimaryColor: '#fff' }] }).primary).toBe(
      '#000',
    );
    expect(guardTheme(colours).secondary).toBe('#e8a33d');
  });

  it('gives no colours when there is no row (IsSuccess true, colours "") or an empty DataColl', () => {
    expect(
      guardTheme({
        ResponseMSG: 'Success',
        IsSuccess: true,
        DataColl: { PrimaryColor: '', SecondaryColor: '', ThirdColor: '', FourthColor: '' },
      }),
    ).toEqual(none);
    expect(guardTheme({ IsSuccess: true, DataColl: [] })).toEqual(none);
    expect(guardTheme({ IsSuccess: true, DataColl: { PrimaryColor: null, SecondaryColor: 12, ThirdColor: {} } })).toEqual(none);
  });

  it.each(failureBodies)('gives no colours for %s', (_, body) => {
    expect(guardTheme(body)).toEqual(none);
  });

  it('IsSuccess false with colours is still a failure', () => {
    expect(guardTheme({ IsSuccess: false, ResponseMSG: 'db down', DataColl: colours })).toEqual(none);
  });
});

describe('cleanColour', () => {
  it.each([
    ['#ABC', '#abc'],
    ['ff8800', '#ff8800'],
    ['  #1F4E79 ', '#1f4e79'],
    ['#12345', ''],
    ['#ff000080', ''],
    ['red', ''],
    ['rgb(0,0,0)', ''],
    ['#fff; background:url(javascript:alert(1))', ''],
    ['#fff}body{display:none', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [1234, ''],
  ])('%j → %j', (input, out) => {
    expect(cleanColour(input)).toBe(out);
  });
});
