// A choice made from one version of an ERP list, carried to the next. The form's choices are the
// list's ids (choices.ts), and a list can change under a parent who has already chosen: the page
// holds the build's list and the page's data refresh brings the ERP's newer one a moment later.
// An id means nothing across lists (the ERP may have renumbered, or given an old id to another
// class), so the value chosen is read back as the name it had, and becomes the id of the entry of
// that name in the new list. When the new list has no such entry, the name itself is kept: no
// list's id, so the form asks for the choice again before sending (list-validator.ts), and sending
// never takes it for an id (choice-match.ts matches a name by name only).
import type { ErpChoice } from '../../api/guards/erp-choices';
import { isBlank, isObject } from '../core/form-json';
import { matchName } from './choice-match';
import type { ErpListName } from './erp-objects';
import type { ErpLists } from './map-to-erp';

/** The same entries, in the same order: nothing to carry. */
const sameList = (a: readonly ErpChoice[], b: readonly ErpChoice[]) =>
  a.length === b.length && a.every((c, i) => c.id === b[i].id && c.name === b[i].name);

/** The value at `segs` ('[]': each item) changed by `edit`; the same object when nothing changed. */
function editAt(data: unknown, segs: string[], edit: (v: unknown) => unknown): unknown {
  if (!segs.length) return edit(data);
  const [seg, ...rest] = segs;
  if (seg === '[]') {
    if (!Array.isArray(data)) return data;
    const items = data.map((item) => editAt(item, rest, edit));
    return items.some((item, i) => item !== data[i]) ? items : data;
  }
  if (!isObject(data) || !(seg in data)) return data;
  const value = editAt(data[seg], rest, edit);
  return value === data[seg] ? data : { ...data, [seg]: value };
}

/**
 * The form's data with each choice made from `before`'s lists carried to `after`'s (see above).
 * `data` is the form's data from its root (a wizard's: its steps' keys first). The same object
 * when nothing changed.
 */
export function carryChoices<T>(
  data: T,
  targets: readonly { segs: string[]; list: ErpListName }[],
  before: Partial<ErpLists>,
  after: Partial<ErpLists>,
): T {
  let out: unknown = data;
  for (const { segs, list } of targets) {
    const old = before[list] ?? [];
    const now = after[list] ?? [];
    // A list newly empty leaves the form on SPEC's fallback: sending matches the value then.
    if (!old.length || !now.length || sameList(old, now)) continue;
    out = editAt(out, segs, (value) => {
      if (isBlank(value)) return value;
      const chosen = old.find((c) => String(c.id) === String(value));
      if (!chosen) return value; // not an id of the old list: a fallback name, matched when sent
      const id = matchName(now, chosen.name);
      return id === undefined ? chosen.name : String(id);
    });
  }
  return out as T;
}
