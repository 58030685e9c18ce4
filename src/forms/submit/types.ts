import type { FormEntry } from '../../generated/site-config';

export type SubmitConfig = FormEntry['submit'];

export type DeliveryResult =
  { ok: true; kind: SubmitConfig['kind']; reference?: string } | { ok: false; kind: SubmitConfig['kind']; problem: string };
