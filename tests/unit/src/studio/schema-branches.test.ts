// @vitest-environment node
// The studio reads what it edits from schemas/site-config.schema.json: a section type added to the
// schema (a $defs.section-<type> branch in $defs.section.oneOf) shows up with its settings form.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorAt, editorSchema, humanize, newSection, sectionPropsEditor, sectionTypes } from '@src/studio/schema-branches';
import { sectionRegistry } from '@src/sections/section-registry';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const schema: Json = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../schemas/site-config.schema.json'), 'utf8'));

/** A copy of the schema with one more section type, as a schema change would add it. */
function withFakeType(): Json {
  const copy = structuredClone(schema);
  copy.$defs['section-weather'] = {
    title: 'WeatherSection',
    description: "Today's weather in the valley.",
    type: 'object',
    additionalProperties: false,
    required: ['id', 'type', 'enabled'],
    properties: {
      id: { $ref: '#/$defs/sectionBase/properties/id' },
      enabled: { $ref: '#/$defs/sectionBase/properties/enabled' },
      type: { const: 'weather', description: 'Weather box.' },
      props: {
        type: 'object',
        additionalProperties: false,
        properties: {
          heading: { $ref: '#/$defs/text', description: 'Section heading.' },
          city: { type: 'string', enum: ['Kathmandu', 'Lalitpur'], description: 'Which city.' },
          days: { type: 'integer', minimum: 1, maximum: 7, description: 'Days shown.' },
        },
      },
    },
  };
  copy.$defs.section.oneOf.push({ $ref: '#/$defs/section-weather' });
  return copy;
}

describe('section types from the schema', () => {
  it('lists every branch of $defs.section.oneOf, the same types the registry knows', () => {
    const types = sectionTypes(schema).map((t) => t.type);
    expect(types).toEqual(Object.keys(sectionRegistry));
    expect(sectionTypes(schema).find((t) => t.type === 'slider')).toMatchObject({
      label: 'Hero slider',
      description: 'Hero slider',
      hasSettings: false,
    });
    expect(sectionTypes(schema).find((t) => t.type === 'notice-bar')).toMatchObject({ hasSettings: true });
  });

  it('a type added to the schema appears, with a settings form generated from its branch', () => {
    const fake = withFakeType();
    const info = sectionTypes(fake).find((t) => t.type === 'weather');
    expect(info).toEqual({ type: 'weather', label: 'Weather box', description: "Today's weather in the valley", hasSettings: true });
    const editor = sectionPropsEditor(fake, 'weather')!;
    expect(Object.keys(editor.schema.properties as object)).toEqual(['heading', 'city', 'days']);
    expect((editor.schema.properties as Json).city).toEqual({
      title: 'City',
      description: 'Which city.',
      type: 'string',
      enum: ['Kathmandu', 'Lalitpur'],
    });
    expect((editor.schema.properties as Json).days).toMatchObject({ type: 'integer', minimum: 1, maximum: 7 });
    expect(editor.ui).toEqual({ heading: { 'ui:field': 'localText' } });
    expect(sectionTypes(schema).some((t) => t.type === 'weather')).toBe(false);
  });

  it('makes a new section with a free id', () => {
    expect(newSection('slider', ['slider'])).toEqual({ id: 'slider-2', type: 'slider', enabled: true });
    expect(newSection('weather', ['slider'])).toEqual({ id: 'weather', type: 'weather', enabled: true });
  });
});

describe('editor schemas', () => {
  it('inlines references, shows texts as a text field, and offers presets, forms and pages as choices', () => {
    const editor = sectionPropsEditor(schema, 'academic-programs', { presets: ['five', 'three'] })!;
    expect(editor.schema).toMatchObject({
      type: 'object',
      properties: {
        heading: { title: 'Heading', description: 'Section heading.' },
        carousel: { title: 'Carousel', type: 'string', enum: ['five', 'three'] },
      },
    });
    expect(JSON.stringify(editor.schema)).not.toContain('$ref');
    expect(editor.ui.heading).toEqual({ 'ui:field': 'localText' });
    const route = editorAt(schema, '#/$defs/route', { forms: ['contact'], pages: ['primary'] })!;
    expect((route.schema.properties as Json).props.properties.form.enum).toEqual(['contact']);
    expect((route.schema.properties as Json).props.properties.content.enum).toEqual(['primary']);
    expect((route.schema.properties as Json).page.enum).toContain('home');
  });

  it('builds editors for lists and maps of the content', () => {
    const careers = editorAt(schema, '#/$defs/content/properties/careers', {}, 'careers')!;
    expect(careers.schema).toMatchObject({
      type: 'array',
      title: 'Careers',
      items: { type: 'object', required: ['id', 'title', 'type', 'vacancies'] },
    });
    expect(careers.ui).toEqual({
      items: {
        title: { 'ui:field': 'localText' },
        type: { 'ui:field': 'localText' },
        requirements: { items: { 'ui:field': 'localText' } },
        description: { items: { 'ui:field': 'localText' } },
      },
    });
    const pages = editorAt(schema, '#/$defs/content/properties/pages')!;
    expect(pages.schema.additionalProperties).toMatchObject({ type: 'object', required: ['title', 'blocks'] });
    expect((pages.ui.additionalProperties as Json).title).toEqual({ 'ui:field': 'localText' });
  });

  it('stops at recursive references', () => {
    const menu = editorSchema(schema, { $ref: '#/$defs/menuEntry' });
    expect((menu.schema.properties as Json).children.items).toMatchObject({ type: 'object' });
    expect(menu.ui.children).toEqual({ items: { 'ui:widget': 'hidden' } });
  });

  it('humanizes keys', () => {
    expect(humanize('mobileDragMin')).toBe('Mobile drag min');
    expect(humanize('whyUs')).toBe('Why us');
    expect(humanize('facilities-intro')).toBe('Facilities intro');
  });
});
