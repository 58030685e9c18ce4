import { defineConfig } from 'vitest/config';
import base, { NEEDS_THREADS } from './vitest.config';

/**
 * The date tests again in two other time zones, as one Vitest run (`npm test` runs it beside the
 * build): a project per time zone and pool. TZ is a process's own, so each time zone's files run in
 * child processes that start with it (the forks pools), never in threads that share one process.
 */
export const TZ_TESTS = [
  'tests/unit/bs-date.test.ts',
  'tests/unit/bs-date-picker.test.tsx',
  'tests/unit/bs-date-notices.test.tsx',
  'tests/unit/media/format-date.test.ts',
  'tests/unit/calendar/**/*.test.{ts,tsx}',
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
