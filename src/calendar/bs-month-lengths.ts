// Bikram Sambat (BS) month lengths: 12 numbers per BS year, Baishakh..Chaitra, years 2000-2088.
// This is the only place the calendar data lives; src/calendar/bs-date.ts does all arithmetic as
// day counts from the fixed epoch BS 2000-01-01 = AD 1943-04-14 (a Wednesday).
//
// SOURCE
// - 2000-2083: the calendar published by the Nepal Panchanga Nirnayak Samiti, as shown by
//   nepalipatro.com.np and hamropatro.com. 2081-2083 were checked month by month against those
//   published calendars (2081: 31,32,31,32,31,30,30,30,29,30,29,31; 2082 and 2083:
//   31,31,32,31,31,31,30,29,30,29,30,30), and every year was checked against the new-year anchors
//   2080-01-01 = 2023-04-14, 2081-01-01 = 2024-04-13, 2082-01-01 = 2025-04-14,
//   2083-01-01 = 2026-04-14 (the sum of a year must land on the next anchor;
//   tests/unit/src/calendar/bs-date.test.ts enforces this). The rows were taken from the npm package
//   bikram-sambat 1.8.1 (medic/bikram-sambat), which carries the 2081-2083 corrections
//   (medic/bikram-sambat#20, #26, #31).
// - It follows the published calendar up to and including LAST_VERIFIED_YEAR = 2083.
//
// PROVISIONAL: 2084-2088. The official calendar is published one year at a time, so nothing
// after 2083 is confirmed. These rows are the best available forecast and are marked provisional
// (isProvisional(year) in bs-date.ts; the picker says so). Replace them when the calendar for
// the year is published, then raise LAST_VERIFIED_YEAR.
//
// KNOWN DISAGREEMENTS (checked by tests/unit/src/calendar/bs-date.test.ts, which lists each one explicitly)
// (a) 2000-2083: none. bikram-sambat 1.8.1 and nepali-date-converter 3.4.0 both agree with this
//     table and with the anchors for every month. Older copies of the widely copied table
//     (older bikram-sambat releases and several date pickers) are wrong for 2081-2083:
//     2081 ending ...,30,30 instead of ...,29,31; 2082 as 30,32,31,32,31,30,30,30,29,30,30,30;
//     2083 as 31,31,32,31,31,30,30,30,29,30,30,30 (medic/bikram-sambat#26 and #31). Their sums
//     still reach the anchors, so only a month-by-month check catches them; do not copy them.
// (b) 2084-2086: nepali-date-converter 3.4.0 has 2084 = 31,32,31,32,31,30,30,30,29,29,30,31
//     (366 days), 2085 = 30,32,31,32,31,30,30,30,29,30,29,31, 2086 = 31,31,32,31,31,31,30,29,
//     30,29,30,30. We follow bikram-sambat 1.8.1 instead: its 365-day 2084 puts 2085-01-01 on
//     2028-04-13, matching the 13-April new year of the other leap years (2020, 2024); the other
//     table would put it on 2028-04-14. Both are forecasts.
// (c) 2087: both npm packages have 31,31,32,31,31,31,30,30,29,30,30,30 (366 days), which would put
//     2088-01-01 on 2031-04-15 - no BS year in 2000-2087 starts later than 14 April. We use the
//     365-day row shown by nepalipatro.com.np (quoted in medic/bikram-sambat#31), which puts it on
//     2031-04-14.
// (d) Not table errors but conversion bugs, documented in the test: nepali-date-converter reads a
//     JS Date with local-time getters, so a Date made from an ISO day ('2026-04-18' = UTC midnight)
//     becomes the previous BS day for visitors west of UTC; bikram-sambat's toBik() counts days
//     from an epoch instant of 12:30 UTC with Date.parse(), so a non-ISO string ('2026-4-18', read
//     as local midnight) becomes the previous day east of UTC+11:30, and an instant ("now") turns
//     into the next BS day from 18:15 Nepal time.
//
// Years before 2000 (the picker allows from 1970) are not in this table on purpose: the epoch is
// BS 2000 and we have no checked data before it, so bs-date.ts throws a RangeError for them.

/** First BS year in the table. */
export const FIRST_YEAR = 2000;

/** Last BS year that follows the published calendar; later rows are provisional. */
export const LAST_VERIFIED_YEAR = 2083;

/** Month lengths, indexed [year - FIRST_YEAR][month - 1]. The comment after a row is its sum. */
export const BS_MONTH_LENGTHS: readonly (readonly number[])[] = [
  /* 2000 */ [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 365
  /* 2001 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2002 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2003 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2004 */ [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 365
  /* 2005 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2006 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2007 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2008 */ [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 365
  /* 2009 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2010 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2011 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2012 */ [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 365
  /* 2013 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2014 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2015 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2016 */ [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 365
  /* 2017 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2018 */ [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2019 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 366
  /* 2020 */ [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2021 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2022 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 365
  /* 2023 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 366
  /* 2024 */ [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2025 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2026 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2027 */ [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 365
  /* 2028 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2029 */ [31, 31, 32, 31, 32, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2030 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2031 */ [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 365
  /* 2032 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2033 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2034 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2035 */ [30, 32, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 365
  /* 2036 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2037 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2038 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2039 */ [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 365
  /* 2040 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2041 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2042 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2043 */ [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 365
  /* 2044 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2045 */ [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2046 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2047 */ [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2048 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2049 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 365
  /* 2050 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 366
  /* 2051 */ [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2052 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2053 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 365
  /* 2054 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 366
  /* 2055 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2056 */ [31, 31, 32, 31, 32, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2057 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2058 */ [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 365
  /* 2059 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2060 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2061 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2062 */ [30, 32, 31, 32, 31, 31, 29, 30, 29, 30, 29, 31], // 365
  /* 2063 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2064 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2065 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2066 */ [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 365
  /* 2067 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2068 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2069 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2070 */ [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 365
  /* 2071 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2072 */ [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365
  /* 2073 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 366
  /* 2074 */ [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2075 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2076 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 365
  /* 2077 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 366
  /* 2078 */ [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2079 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2080 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 365
  /* 2081 */ [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 366
  /* 2082 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365
  /* 2083 */ [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 365  <- LAST_VERIFIED_YEAR
  /* 2084 */ [31, 31, 32, 31, 31, 30, 30, 30, 29, 30, 30, 30], // 365  provisional
  /* 2085 */ [31, 32, 31, 32, 30, 31, 30, 30, 29, 30, 30, 30], // 366  provisional
  /* 2086 */ [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30], // 365  provisional
  /* 2087 */ [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 365  provisional, see note (c)
  /* 2088 */ [30, 31, 32, 32, 30, 31, 30, 30, 29, 30, 30, 30], // 365  provisional
];

/** Last BS year in the table (2088). */
export const LAST_YEAR = FIRST_YEAR + BS_MONTH_LENGTHS.length - 1;
