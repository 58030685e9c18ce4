// Helpers shared by the list guards. listOf (envelope.ts) reads a bare array or a wrapper's
// DataColl array; SPEC's wrapper may also carry DataColl as ONE object, and SPEC §7 empties some
// lists when the answer has a Message. These add exactly that, so each guard stays a mapping.
import { listOf, isFailure } from './envelope';
import { isObject } from '../../lib/json';
import { type Json } from './read';

/** The rows of a list answer: a bare array, DataColl (or another key) as an array or one object. */
export function rowsOf(body: Json, key = 'DataColl'): Json[] {
  if (isObject(body) && !isFailure(body) && isObject(body[key])) return [body[key]];
  return listOf(body, key);
}

/**
 * SPEC §7: news, achievements, galleries, downloads and syllabus lists are replaced by an empty
 * list when the answer has a Message field. The real back-end only sends Message in ASP.NET
 * error bodies (contract §S.4), so this never hides real data.
 */
export function hasMessage(body: Json): boolean {
  return isObject(body) && typeof body.Message === 'string' && body.Message.trim() !== '';
}

/** Newest first by an epoch-ms date; undated items go last, ties keep the original order. */
export function newestBy<T>(list: readonly T[], when: (x: T) => number | null): T[] {
  return list
    .map((x, i) => [x, i, when(x)] as const)
    .sort(([, i, a], [, j, b]) => (b ?? -Infinity) - (a ?? -Infinity) || i - j)
    .map(([x]) => x);
}
