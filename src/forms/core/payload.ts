// What a form delivers: its data (hidden and transient fields already pruned) plus any extra
// values the page adds (e.g. the job title of an application), as JSON or as multipart form data.
// In multipart, nested fields are named with dots and brackets ("personal.firstName",
// "documents[0].type") and data-URL files become real file parts with their names.
import { dataUrlInfo, dataUrlToBlob } from './files';
import { isObject } from './form-json';

export function flatten(value: unknown, prefix = '', out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => flatten(item, `${prefix}[${i}]`, out));
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (value !== undefined && value !== null) {
    out.push([prefix, value]);
  }
  return out;
}

export function toMultipart(data: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of flatten(data)) {
    if (typeof value === 'string' && dataUrlInfo(value)) {
      const file = dataUrlToBlob(value);
      if (file) form.append(name, file.blob, file.name);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
