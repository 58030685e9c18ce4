// @vitest-environment node
// Saved files keep their layout and key order, so git shows only what changed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatJson, lineDiff, parseWithSpans } from '@src/studio/format-json';

const root = join(import.meta.dirname, '../../../..');
const files = [
  'site.config.json',
  'schemas/site-config.schema.json',
  ...readdirSync(join(root, 'schemas/forms'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `schemas/forms/${f}`),
];
const read = (f: string) => readFileSync(join(root, f), 'utf8');
const sortKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
        )
      : v;

describe('formatJson', () => {
  it.each(files)('writes %s back byte for byte when nothing changed, whatever the key order in memory', (f) => {
    const text = read(f);
    expect(formatJson(JSON.parse(text), text)).toBe(text.endsWith('\n') ? text : text + '\n');
    expect(formatJson(sortKeys(JSON.parse(text)), text)).toBe(text.endsWith('\n') ? text : text + '\n');
  });

  it('changing one value of site.config.json changes exactly one line', () => {
    const text = read('site.config.json');
    const cfg = JSON.parse(text);
    cfg.site.title = 'Another School';
    const out = formatJson(cfg, text);
    expect(lineDiff(text, out)).toEqual({ removed: 1, added: 1 });
    expect(out).toContain('"title": "Another School"');
    expect(out.endsWith('}\n')).toBe(true);
  });

  it('keeps the original key order of a changed object, new keys last', () => {
    const text = [
      '{',
      '  "sections": [',
      '    {',
      '      "id": "about",',
      '      "type": "about-teaser",',
      '      "enabled": true,',
      '      "props": {',
      '        "heading": "About Us"',
      '      }',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n');
    const next = { sections: [{ props: { carousel: 'three', heading: 'About Us' }, enabled: false, type: 'about-teaser', id: 'about' }] };
    const out = formatJson(next, text);
    expect(out).toBe(
      [
        '{',
        '  "sections": [',
        '    {',
        '      "id": "about",',
        '      "type": "about-teaser",',
        '      "enabled": false,',
        '      "props": {',
        '        "heading": "About Us",',
        '        "carousel": "three"',
        '      }',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    expect(lineDiff(text, out)).toEqual({ removed: 2, added: 3 });
  });

  it('moving a section moves its lines and nothing else', () => {
    const text = read('site.config.json');
    const cfg = JSON.parse(text);
    const [slider] = cfg.home.sections.splice(1, 1);
    cfg.home.sections.splice(2, 0, slider);
    const out = formatJson(cfg, text);
    // The slider block is 5 lines ({, id, type, enabled, },): it leaves one place and arrives at the next.
    expect(lineDiff(text, out)).toEqual({ removed: 5, added: 5 });
    expect(JSON.parse(out)).toEqual(cfg);
  });

  it('writes a new member like its one-line siblings, and keeps one-line objects on one line', () => {
    const text = [
      '{',
      '  "type": "object",',
      '  "required": ["Name"],',
      '  "properties": {',
      '    "Name": { "type": "string", "title": "Name" },',
      '    "Email": { "type": "string", "title": "Email", "format": "email" }',
      '  }',
      '}',
      '',
    ].join('\n');
    const schema = JSON.parse(text);
    schema.properties.Phone = { type: 'string', title: 'Phone' };
    schema.required.push('Phone');
    schema.properties.Name.title = 'Your name';
    const out = formatJson(schema, text);
    expect(out).toBe(
      [
        '{',
        '  "type": "object",',
        '  "required": ["Name", "Phone"],',
        '  "properties": {',
        '    "Name": { "type": "string", "title": "Your name" },',
        '    "Email": { "type": "string", "title": "Email", "format": "email" },',
        '    "Phone": { "type": "string", "title": "Phone" }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    expect(lineDiff(text, out)).toEqual({ removed: 3, added: 4 });
  });

  it('without an original, writes JSON.stringify with 2 spaces and a newline', () => {
    const v = { b: [1, { c: [] }], a: {}, s: 'x' };
    expect(formatJson(v)).toBe(JSON.stringify(v, null, 2) + '\n');
    expect(formatJson(v, 'not json')).toBe(JSON.stringify(v, null, 2) + '\n');
  });

  it('parses with positions and rejects bad JSON', () => {
    const span = parseWithSpans('{ "a": [1, 2] }');
    expect(span.value).toEqual({ a: [1, 2] });
    expect(span.multiline).toBe(false);
    expect(() => parseWithSpans('{ "a": 1, }')).toThrow();
  });
});
