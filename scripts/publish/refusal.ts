// Whether a build made from a back-end may go live at all (scripts/build/pipeline.ts asks after the data
// step, before any page is made). The last good answers (last-good.ts) keep a failing back-end
// from emptying the site, but only for answers kept from that same address: a school whose ERP
// moved to a new address, or a first install while the ERP is down, has none. Then:
//   nothing-usable  no operation has anything in it (each failed, or came back empty, and at least
//                   one failed): the back-end gave nothing to build a site from. Never published
//                   (there is no flag: a blank site is never what staff mean).
//   content-lost    an operation failed, or answered empty with no earlier answer from this
//                   address, where the live release showed content: the new site would be worse
//                   than the live one. Published only for the operations staff confirm with
//                   --confirm-empty (the school really removed that content).
// The demo fixtures ('demo') are the truth as they are, and 'off' reads no data: never refused.
import type { OperationEntry } from './last-good';
import type { Refused } from './report';

/** The statuses whose parts show something: an answer, or a kept one. */
const SHOWING = new Set<OperationEntry['status']>(['fresh', 'held', 'held-empty']);
/** Did this operation's parts show content? (A record from before `empty` was kept counts as yes.) */
const showed = (o: OperationEntry) => SHOWING.has(o.status) && !o.empty;
/** Nothing usable from the back-end this run, with no earlier answer of this address to fall back on. */
const unanswered = (o: OperationEntry) => o.status === 'failed' || (o.status === 'fresh' && o.first && o.empty);
const reasonOf = (o: OperationEntry) => o.reason ?? (o.status === 'failed' ? 'no answer' : 'came back empty');

/** "network ×20, http 500" (the reasons most operations failed with first). */
function reasonsOf(ops: OperationEntry[]) {
  const counts = new Map<string, number>();
  for (const o of ops) counts.set(reasonOf(o), (counts.get(reasonOf(o)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([r, n]) => (n > 1 ? `${r} ×${n}` : r))
    .join(', ');
}

/** The command staff run again, as they ran this one (its options go after npm's `--`). */
const commandOf = (command: string) => (command === 'pages' ? 'npm run rebuild:pages' : 'npm run build:site');

/**
 * Why this build must not go live, or null (pure: the live release's operations are an argument).
 * source: where the data came from ('demo', 'off' or the back-end's address); operations: this
 * run's entries (last-good.ts); live: { id, operations } of the live release, operations null
 * when its record does not say (a site adopted from before releases: then only nothing-usable
 * applies), or null when no site is live; confirmEmpty: the operations staff confirmed gone
 * (names, or 'all'); command: 'build' or 'pages'.
 * Returns { why, operations: [{ name, reason }], error, fix } or null.
 */
export function refusal({
  source,
  operations = [],
  live = null,
  confirmEmpty = [],
  command = 'pages',
}: {
  source: string;
  operations?: OperationEntry[];
  live?: { id: string; operations: OperationEntry[] | null } | null;
  confirmEmpty?: string[];
  command?: string;
}): (Refused & { error: string }) | null {
  if (source === 'demo' || source === 'off' || !operations.length) return null;
  const failed = operations.filter((o) => o.status === 'failed');
  if (failed.length && !operations.some(showed)) {
    const empty = operations.length - failed.length;
    return {
      why: 'nothing-usable',
      operations: failed.map((o) => ({ name: o.name, reason: reasonOf(o) })),
      error:
        `the back-end at ${source} answered nothing usable: ${failed.length} of ${operations.length} operations failed (${reasonsOf(failed)})` +
        `${empty ? ` and ${empty} came back empty` : ''}, with no good answer kept from that address`,
      fix:
        `check that the ERP is running and answers from this machine, and that ${source} is its address ` +
        `(site.apiBase in site.config.json, or PRERENDER_DATA); then run ${commandOf(command)} again`,
    };
  }
  const before = new Map((live?.operations ?? []).map((o) => [o.name, o]));
  const confirmed = (name: string) => confirmEmpty.includes('all') || confirmEmpty.includes(name);
  const lost = operations.filter((o) => unanswered(o) && before.has(o.name) && showed(before.get(o.name)!) && !confirmed(o.name));
  if (!lost.length) return null;
  const names = lost.map((o) => o.name);
  return {
    why: 'content-lost',
    operations: lost.map((o) => ({ name: o.name, reason: reasonOf(o) })),
    error:
      `the new pages would lose what the live site shows: ${names.join(', ')} had nothing usable from ${source} ` +
      `(no good answer kept from that address) and the live release ${live!.id} has their content`,
    fix:
      `if the ERP's address changed, check that ${source} is the right one and that it answers, then run again; ` +
      `if the school really removed this content, publish without it: ${commandOf(command)} -- --confirm-empty ${names.join(',')}`,
  };
}
