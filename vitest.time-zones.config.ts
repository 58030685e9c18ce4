import { defineConfig } from 'vitest/config';
import base, { NEEDS_THREADS } from './vitest.config';

/**
 * The date tests again in two other time zones, as one Vitest run (`npm test` runs it beside the
 * build): a project per time zone and pool. TZ is a process's own, so each time zone's files run in
 * child processes that start with it (the forks pools), never in threads that share one process.
 */
export const TZ_TESTS = [
  'tests/unit/src/calendar/**/*.test.{ts,tsx}',
  // Named as well: it is in NEEDS_THREADS, and the forks projects take those by name.
  'tests/unit/src/calendar/date-picker/bs-date-picker.test.tsx',
  'tests/unit/src/pages/notice-list/bs-date-notices.test.tsx',
  'tests/unit/src/pages/academic-calendar/*.test.tsx',
  'tests/unit/src/sections/academic-calendar/*.test.tsx',
];
export const TIME_ZONES = ['America/New_York', 'Asia/Kathmandu'];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: TIME_ZONES.flatMap((tz) => [
      { extends: true, test: { name: `${tz} vm`, pool: 'vmForks', env: { TZ: tz }, include: TZ_TESTS, exclude: NEEDS_THREADS } },
      {
        extends: true,
        test: { name: `${tz} forks`, pool: 'forks', env: { TZ: tz }, include: TZ_TESTS.filter((f) => NEEDS_THREADS.includes(f)) },
      },
    ]),
  },
});
