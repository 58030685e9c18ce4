// GetProgramList: a bare array of Program (contract #5): Name, Description, OrderNo (nullable).
// SPEC §3 says "Name (or Title)" and ImagePath; the real Program has neither Title nor ImagePath.
import { rowsOf } from './rows';
import { byOrder, field, items, num, str } from './read';

export interface Program {
  id: number | null;
  /** The program slug is built from this (SPEC §2). */
  name: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
  image: string;
  order: number | null;
}

export function guardPrograms(body: unknown): Program[] {
  const list = items(rowsOf(body), (o) => {
    const name = str(field(o, 'Name', 'Title'));
    if (!name) return null;
    return {
      id: num(field(o, 'ProgramId', 'TranId'), null),
      name,
      description: str(o.Description),
      image: str(o.ImagePath),
      order: num(o.OrderNo, null),
    };
  });
  return byOrder(list);
}
