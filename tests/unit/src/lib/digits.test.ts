// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupNepali, toLatinDigits, toNepaliDigits } from '@src/lib/digits';

describe('Nepali digits', () => {
  it('converts both ways', () => {
    expect(toNepaliDigits('2083-08-06')).toBe('२०८३-०८-०६');
    expect(toLatinDigits('९८४१२३४५६७')).toBe('9841234567');
    expect(toLatinDigits(toNepaliDigits(1234567890))).toBe('1234567890');
  });
  it('groups the Nepali way (lakh, crore)', () => {
    expect(groupNepali(100000)).toBe('1,00,000');
    expect(groupNepali(12345678)).toBe('1,23,45,678');
    expect(groupNepali(999)).toBe('999');
    expect(groupNepali(-1500.5)).toBe('-1,500.5');
  });
});
