// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkRows } from '@src/lib/chunk-rows';
import { careerSlug, findJob } from '@src/pages/career-list/careers';
import { href } from '@test/site-href';
import { siteConfig } from '@src/site-config/config-file';
import { localText } from '@src/i18n/local-text';
import type { Job } from '@src/generated/site-config';

describe('chunkRows (facilities: rows of at most four)', () => {
  it('splits into rows of four with the rest last', () => {
    expect(chunkRows([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(chunkRows([1, 2, 3, 4])).toEqual([[1, 2, 3, 4]]);
    expect(chunkRows([1, 2, 3])).toEqual([[1, 2, 3]]);
  });

  it('gives no rows for an empty list', () => {
    expect(chunkRows([])).toEqual([]);
  });

  it('takes another size and never loops on a bad one', () => {
    expect(chunkRows([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(chunkRows([1, 2], 0)).toEqual([[1], [2]]);
    expect(chunkRows([1, 2], Number.NaN)).toEqual([[1], [2]]);
  });
});

describe('careers', () => {
  const jobs: Job[] = [
    { id: 1, title: 'Science Teacher', type: 'Full Time', vacancies: 2 },
    { id: 12, title: { en: 'Math & Stats Teacher', ne: 'गणित शिक्षक' }, type: 'Part Time', vacancies: 3 },
  ];

  it('builds /career-list/{id}/{slug of title}', () => {
    const careerPath = (job: Job) => href('career-detail', { id: job.id, title: careerSlug(job) });
    expect(careerPath(jobs[0])).toBe('/career-list/1/science-teacher');
    expect(careerPath(jobs[1])).toBe('/career-list/12/math-stats-teacher');
  });

  it('finds a job by id only', () => {
    expect(findJob(jobs, '12')).toBe(jobs[1]);
    expect(findJob(jobs, ' 1 ')).toBe(jobs[0]);
  });

  it('gives null for unknown or malformed ids', () => {
    expect(findJob(jobs, '99')).toBeNull();
    expect(findJob(jobs, '1abc')).toBeNull();
    expect(findJob(jobs, '1.0')).toBeNull();
    expect(findJob(jobs, '')).toBeNull();
    expect(findJob(jobs, undefined)).toBeNull();
    expect(findJob(undefined, '1')).toBeNull();
  });

  it("the config holds SPEC's four static jobs", () => {
    expect(siteConfig.content.careers.map((j) => [localText('en', j.title), localText('en', j.type), j.vacancies])).toEqual([
      ['Science Teacher', 'Full Time', 2],
      ['Math Teacher', 'Part Time', 3],
      ['English Teacher', 'Full Time', 1],
      ['History Teacher', 'Contract', 2],
    ]);
  });
});
