// @vitest-environment node
// Every ui:widget used in schemas/forms/*.ui.json is registered, and the plain list that
// `npm run validate` reads matches the registry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedWidgets, widgetRegistry } from '@src/forms/widget-registry';
import { widgetNames } from '@src/forms/widget-names';
import { FORMS_DIR, formIds } from '@test/form-definitions';
import { siteConfig } from '@src/site-config/config-file';

function widgetsIn(node: unknown, path: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(node)) node.forEach((n, i) => widgetsIn(n, `${path}[${i}]`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'ui:widget' && typeof v === 'string') out.push([path, v]);
      else widgetsIn(v, path ? `${path}.${k}` : k, out);
    }
  }
  return out;
}

describe('widget registry', () => {
  it('registers every ui:widget the forms use', () => {
    const used = formIds().flatMap((id) => widgetsIn(JSON.parse(readFileSync(join(FORMS_DIR, `${id}.ui.json`), 'utf8')), id, []));
    expect(used.length).toBeGreaterThan(50);
    const missing = used.filter(([, w]) => !widgetNames.includes(w) || !(w in widgetRegistry));
    expect(missing).toEqual([]);
  });

  it('widget-names.ts lists exactly the registered names', () => {
    expect([...widgetNames].sort()).toEqual(Object.keys(namedWidgets).sort());
  });

  it('each form of site.config.json has a schema, and the reverse', () => {
    expect(Object.keys(siteConfig.forms).sort()).toEqual(formIds());
  });
});
