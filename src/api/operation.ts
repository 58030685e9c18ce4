// An operation of the back-end: its name, any extra body fields, and the guard that turns its
// answer into a typed value. The guard's answer for "nothing" is the operation's empty value.
import { isFailure } from './guards/envelope';
import { callOperation, type ApiResult } from './fetcher';
import type { ApiSettings } from './endpoint';

export interface Operation<T> {
  /** 'GetSliderList' (General controller) or 'Admin/GetBirthDayList'. */
  name: string;
  body?: Record<string, unknown>;
  guard: (body: unknown) => T;
  /** What the guard makes of no answer at all: the value shown while loading or after failure. */
  empty: T;
  /** SWR key: name plus body, so two calls with the same body are one request. */
  key: string;
}

export function defineOperation<T>(name: string, guard: (body: unknown) => T, body?: Record<string, unknown>): Operation<T> {
  return { name, body, guard, empty: guard(undefined), key: body ? `${name} ${JSON.stringify(body)}` : name };
}

export class OperationError extends Error {
  readonly result: ApiResult;
  constructor(name: string, result: ApiResult) {
    super(`${name} failed: ${result.problem ?? 'the back-end reported a failure'}`);
    this.name = 'OperationError';
    this.result = result;
  }
}

/** Calls the operation (of `api`'s back-end: by default the built config's) and guards the answer; a failure shape becomes an OperationError. */
export async function loadOperation<T>(op: Operation<T>, api?: Readonly<ApiSettings>): Promise<T> {
  const res = await callOperation(op.name, op.body, api ? { api } : undefined);
  if (!res.ok || isFailure(res.body)) throw new OperationError(op.name, res);
  return op.guard(res.body);
}
