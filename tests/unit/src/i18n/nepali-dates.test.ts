// @vitest-environment node
// In Nepali, dates are Bikram Sambat days with Nepali month and weekday names and Devanagari
// digits; English output is untouched. Also config texts (localText) and opening hours.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseBackendDate } from '@src/api/guards/dates';
import { bsAdLabel, bsLabel, bsMonthBoth, bsRangeLabel } from '@src/calendar/bs-label';
import { localText } from '@src/i18n/local-text';
import { ne } from '@src/i18n/ne';
import { localAmount, localDigits, registerDictionary, translate } from '@src/i18n/t';
import { achievementDate } from '@src/pages/achievements/achievement-lookup';
import { bsDateNote, dayMonthBadge, formatCardDate, formatDayDate, formatTime, isoDay } from '@src/calendar/format-date';
import { formatOpeningHours } from '@src/app/layout/opening-hours';

const at = (s: string) => parseBackendDate(s)!;
// 2026-11-21 14:30 in Nepal: a Saturday, BS 2083 Mangsir 5.
const SAT = at('2026-11-21T14:30:00');

beforeEach(() => registerDictionary('ne', ne));

describe('dates in Nepali', () => {
  it('card and detail dates are the BS day: Nepali weekday and month, Devanagari digits', () => {
    expect(formatDayDate('ne', SAT)).toBe('शनि, मंसिर ५, २०८३');
    expect(formatCardDate('ne', SAT)).toBe('मिति: शनि, मंसिर ५, २०८३');
    // 2024-01-01 (Monday) was Poush 16, 2080.
    expect(formatDayDate('ne', at('2024-01-01T10:00:00'))).toBe('सोम, पुस १६, २०८०');
  });

  it('the date badge shows the BS day and month, the time Devanagari digits', () => {
    expect(dayMonthBadge('ne', SAT)).toEqual({ day: '०५', month: 'मंसिर' });
    expect(formatTime('ne', SAT)).toBe('०२:३० अपराह्न');
    expect(formatTime('ne', at('2026-11-21T09:07:00'))).toBe('०९:०७ पूर्वाह्न');
    // Machine-readable dates stay ISO.
    expect(isoDay(SAT)).toBe('2026-11-21');
  });

  it('English stays as it was after a Nepali call', () => {
    formatDayDate('ne', SAT);
    expect(formatCardDate('en', SAT)).toBe('on Sat 21st, 2026');
    expect(dayMonthBadge('en', SAT)).toEqual({ day: '21', month: 'Nov' });
    expect(formatTime('en', SAT)).toBe('02:30 PM');
    expect(bsLabel('en', '2083-08-06')).toBe('Mangsir 6, 2083');
  });

  it('a day outside the BS table falls back to the AD form, still in Nepali digits', () => {
    const old = at('1900-01-01T10:00:00');
    expect(formatDayDate('ne', old)).toMatch(/^सोम १औं, १९००$/);
    expect(dayMonthBadge('ne', old)).toEqual({ day: '०१', month: 'जनवरी' });
  });

  it('BS labels of notices and the calendar', () => {
    expect(bsLabel('ne', '2083-08-06')).toBe('मंसिर ६, २०८३');
    expect(bsAdLabel('ne', '2083-08-06')?.text).toBe('मंसिर ६, २०८३ (२२ नोभेम्बर २०२६)');
    expect(bsRangeLabel('ne', { year: 2083, month: 8, day: 5 }, { year: 2083, month: 8, day: 7 })).toBe('मंसिर ५ – ७, २०८३');
    // The month is named once, not 'मंसिर (मंसिर)'.
    expect(bsMonthBoth('ne', 8)).toBe('मंसिर');
    expect(bsMonthBoth('en', 8)).toBe('Mangsir (मंसिर)');
  });

  it("the back-end's BS date beside a date: English as before; Nepali only when the main date cannot show it", () => {
    expect(bsDateNote('en', '2083-08-05', SAT)).toBe('2083-08-05 BS');
    // An empty BS string (the back-end's usual) is computed from the Nepal day (format-date tests).
    expect(bsDateNote('en', '', SAT)).toBe('2083-08-05 BS');
    expect(bsDateNote('en', '', null)).toBe('');
    expect(bsDateNote('ne', '2083-08-05', SAT)).toBe('');
    expect(bsDateNote('ne', '2083-08-06', null)).toBe('वि.सं. मंसिर ६, २०८३');
    expect(bsDateNote('ne', 'not a date', null)).toBe('वि.सं. not a date');
  });

  it('achievement BS dates and opening hours', () => {
    expect(achievementDate('ne', { dateBs: '2083-06-16', dateMs: null })?.label).toBe('वि.सं. २०८३ असोज १६');
    expect(formatOpeningHours('ne', '9-4')).toBe('बिहान ९ बजेदेखि दिउँसो ४ बजेसम्म');
    expect(formatOpeningHours('en', '09-4')).toBe('09am to 4pm');
  });

  it('numbers given to translate() and localDigits() are Devanagari in Nepali only', () => {
    expect(translate('ne', 'page.careers.vacancies', { n: 12 })).toBe('१२ पद रिक्त');
    expect(localDigits('ne', '05')).toBe('०५');
    expect(translate('en', 'page.careers.vacancies', { n: 12 })).toBe('12 vacancies');
    expect(localDigits('en', '05')).toBe('05');
  });

  it('amounts and counts are grouped the Nepali way, in Devanagari in Nepali', () => {
    expect(localAmount('ne', 1234567)).toBe('१२,३४,५६७');
    expect(translate('ne', 'page.careers.vacancies', { n: localAmount('ne', 1500) })).toBe('१,५०० पद रिक्त');
    expect(localAmount('en', 1234567)).toBe('12,34,567');
    expect(localAmount('en', 12)).toBe('12');
  });
});

describe('localText', () => {
  it('picks the language given, else English; plain strings are the same in both', () => {
    expect(localText('en', { en: 'About Us', ne: 'हाम्रो बारेमा' })).toBe('About Us');
    expect(localText('ne', { en: 'About Us', ne: 'हाम्रो बारेमा' })).toBe('हाम्रो बारेमा');
    expect(localText('ne', { en: 'About Us' })).toBe('About Us');
    expect(localText('ne', 'Home')).toBe('Home');
    expect(localText('ne', undefined)).toBe('');
    expect(localText('ne', null)).toBe('');
  });
});
