// Careers come from site.config.json (content.careers). A job's page is /career-list/{id}/{slug of
// title}; the id alone decides which job is shown (the title part is for people and may change).
// The slug is from the English title, so a job's address is the same in either language.
import type { Job } from '../generated/site-config';
import { englishText } from '../i18n/local-text';
import { slugify } from './slug';

export function careerPath(job: Job): string {
  return `/career-list/${job.id}/${slugify(englishText(job.title)) || 'job'}`;
}

export function findJob(jobs: readonly Job[] | undefined, id: string | undefined): Job | null {
  if (!jobs || !id || !/^\d+$/.test(id.trim())) return null;
  const n = Number(id.trim());
  return jobs.find((j) => j.id === n) ?? null;
}
