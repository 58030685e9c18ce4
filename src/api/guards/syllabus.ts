// GetSyllabusPlanList: a bare array of SyllabusPlan with DetailsColl → TopicColl (contract #7).
// SPEC §7 empties the list when the answer has a Message. Orphan rows on the server end the list
// early (a partial array), and nested lists may be null in other shapes; both are tolerated.
import { hasMessage, rowsOf } from './rows';
import { byOrder, field, items, num, str } from './read';

export interface SyllabusTopic {
  /** SNo, the topic's position. */
  order: number | null;
  name: string;
}

export interface SyllabusEntry {
  /** SNo, the entry's position. */
  order: number | null;
  name: string;
  topics: SyllabusTopic[];
}

export interface SyllabusPlan {
  id: number | null;
  name: string;
  /** The program's *name*; the syllabus slug is built from it (SPEC §2). */
  program: string;
  entries: SyllabusEntry[];
}

function topicsOf(list: unknown): SyllabusTopic[] {
  const topics = items(list, (o) => {
    const name = str(field(o, 'TopicName', 'Name'));
    return name ? { order: num(o.SNo, null), name } : null;
  });
  return byOrder(topics);
}

function entriesOf(list: unknown): SyllabusEntry[] {
  const entries = items(list, (o) => {
    const name = str(field(o, 'SyllabusName', 'Name'));
    const topics = topicsOf(o.TopicColl);
    return name || topics.length ? { order: num(o.SNo, null), name, topics } : null;
  });
  return byOrder(entries);
}

export function guardSyllabus(body: unknown): SyllabusPlan[] {
  if (hasMessage(body)) return [];
  return items(rowsOf(body), (o) => {
    const name = str(o.Name);
    const program = str(field(o, 'Program', 'ProgramName'));
    if (!name && !program) return null;
    return { id: num(field(o, 'TranId', 'Id'), null), name, program, entries: entriesOf(o.DetailsColl) };
  });
}
