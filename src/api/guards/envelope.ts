// The real back-end answers in several shapes (see shared/contract/API.md §S): a bare array, a
// wrapper { IsSuccess, ResponseMSG, DataColl } whose DataColl is an array or one object, a bare
// entity object, and for failures `[]`, { IsSuccess:false, ResponseMSG } or an ASP.NET error body
// { Message }. SPEC §7 assumed { IsSuccess, DataColl, Message }. These helpers accept all of them.
import { isObject } from '../../lib/json';
import { type Json, type Obj } from './read';

/** True for answers that say "failed": IsSuccess false at the top, or a framework error body. */
export function isFailure(body: Json): boolean {
  if (!isObject(body)) return false;
  if (body.IsSuccess === false) return true;
  // ASP.NET error bodies carry Message (and no IsSuccess); SPEC §7's wrapper used Message for "no data".
  return typeof body.Message === 'string' && !('DataColl' in body && Array.isArray(body.DataColl) && body.DataColl.length);
}

/** The list in an answer: a bare array, or DataColl (or another named key) of a wrapper. */
export function listOf(body: Json, key = 'DataColl'): Json[] {
  if (Array.isArray(body)) return body;
  if (isObject(body)) {
    if (isFailure(body)) return [];
    const v = body[key];
    if (Array.isArray(v)) return v;
  }
  return [];
}

/** The entity in an answer: a bare object, or a wrapper's DataColl when that is one object. */
export function objectOf(body: Json): Obj | null {
  if (!isObject(body) || isFailure(body)) return null;
  const dc = body.DataColl;
  if (isObject(dc)) return dc;
  if (Array.isArray(dc)) return isObject(dc[0]) ? dc[0] : null;
  return body;
}
