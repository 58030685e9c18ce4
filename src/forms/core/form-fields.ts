// Reading a form's data by field name. The engine holds a form's data as untyped JSON (its schema
// is data, read at run time); code that reads named fields, like a submit adapter, reads them
// through the form's type generated from its schema (src/generated/forms/<id>.ts, `npm run
// gen:types`), so a field renamed in the schema is a type error there rather than an empty value
// sent. The values stay `unknown`: they come from the visitor, and each reader checks what it gets.
import { asObject } from './form-json';

/** Reads one field of a form's data; only the form's own field names are accepted. */
export type FieldReader<Fields> = (key: keyof Fields & string) => unknown;

export function fieldsOf<Fields extends object>(data: unknown): FieldReader<Fields> {
  const values = asObject(data);
  return (key) => values[key];
}
