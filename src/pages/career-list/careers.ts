// Careers come from site.config.json (content.careers). A job's page is the career-detail route
// with its id and the slug of its title (href('career-detail', { id, title: careerSlug(job) })); the
// id alone decides which job is shown (the title part is for people and may change). The slug is
// from the English title, so a job's address is the same in either language.
import type { Job } from '../../generated/site-config';
import { englishText } from '../../i18n/local-text';
import { slugify } from '../../lib/slug';

/** The title part of a job's address. */
export function careerSlug(job: Job): string {
  return slugify(englishText(job.title)) || 'job';
}

export function findJob(jobs: readonly Job[] | undefined, id: string | undefined): Job | null {
  if (!jobs || !id || !/^\d+$/.test(id.trim())) return null;
  const n = Number(id.trim());
  return jobs.find((j) => j.id === n) ?? null;
}
