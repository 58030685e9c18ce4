// aria-describedby for a widget: only ids that are really on the page (its error, help, and
// any extra messages of its own).
import type { UiSchema } from '@rjsf/utils';
import { descriptionId, errorId, helpId } from '@rjsf/utils';
import { asObject } from '../core/form-json';

export function describedBy(
  id: string,
  rawErrors: string[] | undefined,
  ui: UiSchema | undefined,
  schema: unknown,
  ...extra: (string | false | null | undefined)[]
): string | undefined {
  const ids: string[] = [];
  if (rawErrors && rawErrors.length > 0) ids.push(errorId(id));
  if (typeof asObject(ui)['ui:help'] === 'string') ids.push(helpId(id));
  if (typeof asObject(schema).description === 'string' && asObject(ui)['ui:description'] !== false) ids.push(descriptionId(id));
  for (const e of extra) if (e) ids.push(e);
  return ids.length ? ids.join(' ') : undefined;
}

export function isInvalid(rawErrors: string[] | undefined): true | undefined {
  return rawErrors && rawErrors.length > 0 ? true : undefined;
}
