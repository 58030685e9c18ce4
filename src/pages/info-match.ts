// Pure look-ups behind the information pages: which leader message a /message/… page shows,
// which program a /programs/{slug} page shows, and which syllabus plans belong to a slug.
import type { LeaderMessage } from '../api/guards/introduction';
import type { Program } from '../api/guards/programs';
import type { SyllabusPlan } from '../api/guards/syllabus';
import { slugify } from '../lib/slug';

/**
 * The message whose Designation matches `designation`, case-insensitively: an exact match wins,
 * else the first whose Designation contains it ('Principal' finds 'School Principal').
 */
export function findMessageByDesignation(messages: LeaderMessage[], designation: string): LeaderMessage | null {
  const want = designation.trim().toLowerCase();
  if (!want) return null;
  const norm = (m: LeaderMessage) => m.designation.trim().toLowerCase();
  return messages.find((m) => norm(m) === want) ?? messages.find((m) => norm(m).includes(want)) ?? null;
}

/** SPEC §2: a program's slug is built from its Name. */
export function programSlug(program: Pick<Program, 'name'>): string {
  return slugify(program.name);
}

export function findProgramBySlug(programs: Program[], slug: string): Program | null {
  const want = slugify(safeDecode(slug));
  if (!want) return null;
  return programs.find((p) => programSlug(p) === want) ?? null;
}

/** SPEC §2: syllabus slugs are built from each plan's Program; every plan of that program. */
export function syllabusPlansForSlug(plans: SyllabusPlan[], slug: string): SyllabusPlan[] {
  const want = slugify(safeDecode(slug));
  if (!want) return [];
  return plans.filter((p) => slugify(p.program) === want);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
