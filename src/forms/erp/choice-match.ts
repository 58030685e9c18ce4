// Which entry of an ERP list a form value names. The form's choices carry the ERP's ids when its
// list could be read (build time or since); a value chosen from SPEC's fallback list, or kept in a
// draft from then, is a name, matched here to the list's entry of the same name when the list can
// be had, so the ERP is always sent an id and never a name.
import type { ErpChoice } from '../../api/guards/erp-choices';
import { toLatinDigits } from '../../lib/digits';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A name reduced to what tells classes apart: "Class ONE", "class 1" and "Grade-1" are all "1". */
export function choiceKey(name: string): string {
  return toLatinDigits(name)
    .toLowerCase()
    .replace(/\b(class|grade)\b/g, ' ')
    .replace(/[a-z]+/g, (w) => {
      const n = NUMBER_WORDS.indexOf(w);
      return n >= 0 ? String(n) : w;
    })
    .replace(/[^a-z0-9]+/g, '');
}

/** The id of the entry the name names (the same name, or a name only one entry has), or undefined. */
export function matchName(list: readonly ErpChoice[], name: string): number | undefined {
  const text = name.trim();
  const exact = list.filter((c) => c.name.trim() === text);
  if (exact.length === 1) return exact[0].id;
  const key = choiceKey(text);
  if (!key) return undefined;
  const found = list.filter((c) => choiceKey(c.name) === key);
  return found.length === 1 ? found[0].id : undefined;
}

/** The id of the entry the value names (its id, or a name only one entry has), or undefined. */
export function matchChoice(list: readonly ErpChoice[], value: unknown): number | undefined {
  if (typeof value === 'number') return list.some((c) => c.id === value) ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  // A number is an id, or no longer one: never read as a name ("2" is not "Class 2").
  if (/^\d+$/.test(text)) return list.some((c) => c.id === Number(text)) ? Number(text) : undefined;
  return matchName(list, text);
}
