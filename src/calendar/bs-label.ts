// Bikram Sambat dates as people read them: 'Mangsir 6, 2083', with the AD day beside it
// ('Mangsir 6, 2083 (22 November 2026)'). For notices, news and the calendar screens. Each takes
// the language it writes in (its caller's render's); in Nepali the same calls give
// 'मंसिर ६, २०८३ (२२ नोभेम्बर २०२६)': names and digits come from the dictionary.
// Never throws: input that is not a date in the table's range gives '' / null.
//
//   bsLabel('en', '2083-08-06')                      → 'Mangsir 6, 2083'
//   bsLabel('en', { year: 2083, month: 8, day: 6 })  → 'Mangsir 6, 2083'
//   bsAdLabel('en', '2083-08-06')              → { bs: 'Mangsir 6, 2083', ad: '22 November 2026',
//                                                  text: 'Mangsir 6, 2083 (22 November 2026)',
//                                                  bsIso: '2083-08-06', adIso: '2026-11-22' }
//   bsAdLabel(lang, notice.publishBs, notice.publishOn)  BS from the back-end's string; when that is
//                                                  empty or wrong, from the instant (Nepal day).
import type { MessageKey } from '../i18n/en';
import { translate, type Lang } from '../i18n/t';
import { adDateInNepal, adToBs, bsToAd, formatAd, formatBs, tryParseBs, type AdDate, type BsDate } from './bs-date';

export interface BsAdLabel {
  /** 'Mangsir 6, 2083' */
  bs: string;
  /** '22 November 2026' */
  ad: string;
  /** 'Mangsir 6, 2083 (22 November 2026)' */
  text: string;
  /** '2083-08-06' */
  bsIso: string;
  /** '2026-11-22', for <time dateTime>. */
  adIso: string;
}

/** 'Baishakh' … 'Chaitra' (1-12). */
export function bsMonthName(lang: Lang, month: number): string {
  return translate(lang, `cal.month.${month}` as MessageKey);
}

/** 'बैशाख' … 'चैत' (1-12). */
export function bsMonthNameNe(lang: Lang, month: number): string {
  return translate(lang, `calendar.monthNe.${month}` as MessageKey);
}

/** 'Baishakh (बैशाख)'; in Nepali, where both names are the same, just 'बैशाख'. */
export function bsMonthBoth(lang: Lang, month: number): string {
  const name = bsMonthName(lang, month);
  const nepali = bsMonthNameNe(lang, month);
  return name === nepali ? name : translate(lang, 'calendar.monthBoth', { en: name, ne: nepali });
}

function toBs(date: string | BsDate | null | undefined): BsDate | null {
  if (date === null || date === undefined) return null;
  if (typeof date === 'string') return tryParseBs(date);
  try {
    formatBs(date); // validates
    return date;
  } catch {
    return null;
  }
}

/** 'Mangsir 6, 2083' from 'YYYY-MM-DD' (BS) or { year, month, day }; '' when not a valid BS date. */
export function bsLabel(lang: Lang, date: string | BsDate | null | undefined): string {
  const d = toBs(date);
  return d ? translate(lang, 'calendar.bsDay', { month: bsMonthName(lang, d.month), day: d.day, year: d.year }) : '';
}

/** '22 November 2026'. */
export function adLabel(lang: Lang, date: AdDate): string {
  return translate(lang, 'cal.adLong', {
    day: date.day,
    month: translate(lang, `cal.adMonth.${date.month}` as MessageKey),
    year: date.year,
  });
}

/**
 * Both labels of a day. `bs` is a BS 'YYYY-MM-DD' (or date); `adMs` an instant (epoch ms, as the
 * guards give) whose Nepal calendar day is the AD side. With only one of them, the other is
 * converted. Null when neither gives a date in the table's range.
 */
export function bsAdLabel(lang: Lang, bs: string | BsDate | null | undefined, adMs?: number | null): BsAdLabel | null {
  let b = toBs(bs);
  let a: AdDate | null = null;
  if (typeof adMs === 'number' && Number.isFinite(adMs)) {
    a = adDateInNepal(new Date(adMs));
    if (!b) {
      try {
        b = adToBs(a.year, a.month, a.day);
      } catch {
        b = null;
      }
    }
  }
  if (!b) return null;
  a ??= bsToAd(b.year, b.month, b.day);
  const bsText = bsLabel(lang, b);
  const adText = adLabel(lang, a);
  return {
    bs: bsText,
    ad: adText,
    text: translate(lang, 'calendar.withAd', { bs: bsText, ad: adText }),
    bsIso: formatBs(b),
    adIso: formatAd(a),
  };
}

/** 'Mangsir 5 – 7, 2083', 'Ashwin 25 – Kartik 4, 2083', or one day's label when start = end. */
export function bsRangeLabel(lang: Lang, start: BsDate, end: BsDate): string {
  if (start.year === end.year && start.month === end.month) {
    if (start.day === end.day) return bsLabel(lang, start);
    return translate(lang, 'calendar.bsRangeInMonth', {
      month: bsMonthName(lang, start.month),
      from: start.day,
      to: end.day,
      year: start.year,
    });
  }
  if (start.year === end.year) {
    const from = translate(lang, 'calendar.bsDayNoYear', { month: bsMonthName(lang, start.month), day: start.day });
    return translate(lang, 'calendar.range', { from, to: bsLabel(lang, end) });
  }
  return translate(lang, 'calendar.range', { from: bsLabel(lang, start), to: bsLabel(lang, end) });
}

/** '21 November 2026', '21 – 23 November 2026', '11 October – 21 October 2026', or with both years. */
export function adRangeLabel(lang: Lang, start: AdDate, end: AdDate): string {
  if (start.year !== end.year) return translate(lang, 'calendar.range', { from: adLabel(lang, start), to: adLabel(lang, end) });
  const month = (m: number) => translate(lang, `cal.adMonth.${m}` as MessageKey);
  if (start.month !== end.month) {
    const from = translate(lang, 'calendar.adDayMonth', { day: start.day, month: month(start.month) });
    return translate(lang, 'calendar.range', { from, to: adLabel(lang, end) });
  }
  if (start.day === end.day) return adLabel(lang, start);
  return translate(lang, 'calendar.adRangeInMonth', { from: start.day, to: end.day, month: month(start.month), year: start.year });
}
