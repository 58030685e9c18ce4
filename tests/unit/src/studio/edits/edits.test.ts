// @vitest-environment node
// The studio's edits as pure functions: each returns a new config/form and leaves its input as it was.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@src/generated/site-config';
import {
  addField,
  moveField,
  removeField,
  setFieldHelp,
  setFieldKind,
  setFieldRequired,
  setFieldTitle,
  setRequiredMessage,
} from '@src/studio/edits/field-edits';
import { fieldInfo, fieldKeys, formSteps } from '@src/studio/edits/field-info';
import { optionLines, parseOptionLines, setFieldOptions } from '@src/studio/edits/field-options';
import type { FormDoc } from '@src/studio/edits/form-doc';
import { getIn, setIn } from '@src/studio/edits/json-path';
import { moveItem, uniqueId } from '@src/studio/edits/list-order';
import {
  insertMenuEntry,
  menuEntryAt,
  moveMenuEntry,
  removeMenuEntry,
  setMenuLinkKind,
  updateMenuEntry,
} from '@src/studio/edits/menu-entries';
import { canIndent, indentMenuEntry, outdentMenuEntry } from '@src/studio/edits/menu-nesting';
import { addSection, duplicateSection, moveSection, removeSection, toggleSection, updateSection } from '@src/studio/edits/section-edits';

const root = join(import.meta.dirname, '../../../../..');
const text = readFileSync(join(root, 'site.config.json'), 'utf8');
const fresh = (): SiteConfig => JSON.parse(text);
const ids = (c: SiteConfig) => c.home.sections.map((s) => s.id);
/** A config text's English, whether written as a string or { en, ne }. */
const en = (v: unknown) => (typeof v === 'string' ? v : (v as { en?: string } | undefined)?.en);
const readForm = (name: string): FormDoc => ({
  schema: JSON.parse(readFileSync(join(root, `schemas/forms/${name}.schema.json`), 'utf8')),
  ui: JSON.parse(readFileSync(join(root, `schemas/forms/${name}.ui.json`), 'utf8')),
});

describe('home sections', () => {
  it('moves a section and leaves the input untouched', () => {
    const cfg = fresh();
    const before = ids(cfg);
    const next = moveSection(cfg, 1, 3);
    expect(ids(next).slice(0, 4)).toEqual([before[0], before[2], before[3], before[1]]);
    expect(ids(cfg)).toEqual(before);
    expect(next.menu).toBe(cfg.menu);
  });

  it('clamps moves at both ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('toggles a section on and off', () => {
    const cfg = fresh();
    const off = toggleSection(cfg, 2);
    expect(off.home.sections[2].enabled).toBe(false);
    expect(toggleSection(off, 2).home.sections[2].enabled).toBe(true);
    expect(toggleSection(cfg, 2, true).home.sections[2].enabled).toBe(true);
    expect(cfg.home.sections[2].enabled).toBe(true);
  });

  it('duplicates a section right after itself with a new id and the same settings', () => {
    const cfg = fresh();
    const next = duplicateSection(cfg, 3);
    expect(next.home.sections).toHaveLength(cfg.home.sections.length + 1);
    const [orig, copy] = next.home.sections.slice(3, 5);
    expect(copy.type).toBe(orig.type);
    expect(copy.id).toBe(`${orig.id}-2`);
    expect((copy as { props?: unknown }).props).toEqual((orig as { props?: unknown }).props);
    expect((copy as { props?: unknown }).props).not.toBe((orig as { props?: unknown }).props);
    expect(ids(duplicateSection(next, 4))).toContain(`${orig.id}-3`);
  });

  it('removes and adds sections', () => {
    const cfg = fresh();
    const removed = removeSection(cfg, 0);
    expect(ids(removed)).toEqual(ids(cfg).slice(1));
    const added = addSection(cfg, { id: 'slider-2', type: 'slider', enabled: true }, 1);
    expect(ids(added)[1]).toBe('slider-2');
    expect(ids(addSection(cfg, { id: 'x', type: 'slider', enabled: true })).at(-1)).toBe('x');
  });

  it('edits a section id and settings, dropping settings set to nothing', () => {
    const cfg = fresh();
    const next = updateSection(cfg, 2, { id: 'notices', props: { heading: 'Notices' } });
    expect(next.home.sections[2]).toMatchObject({ id: 'notices', props: { heading: 'Notices' } });
    expect('props' in updateSection(cfg, 2, { props: undefined }).home.sections[2]).toBe(false);
  });

  it('finds a free id', () => {
    expect(uniqueId('slider', ['banner'])).toBe('slider');
    expect(uniqueId('slider', ['slider', 'slider-2'])).toBe('slider-3');
    expect(uniqueId('team-2', ['team', 'team-2'])).toBe('team-3');
  });
});

describe('menus', () => {
  it('edits an entry at any depth', () => {
    const cfg = fresh();
    const path = [1, 2, 0]; // Who We Are > Messages > All Messages
    expect(en(menuEntryAt(cfg.menu.main, path)?.label)).toBe('All Messages');
    const next = updateMenuEntry(cfg, 'main', path, { label: 'Every message', gate: undefined });
    expect(menuEntryAt(next.menu.main, path)).toEqual({ label: 'Every message', to: '/who-we-are/message' });
    expect(menuEntryAt(cfg.menu.main, path)?.gate).toBe('Founder Message');
    expect(next.menu.quickLinks).toBe(cfg.menu.quickLinks);
  });

  it('switches what an entry opens, keeping exactly one of to / href / children', () => {
    const cfg = fresh();
    const label = cfg.menu.main[0].label;
    const ext = setMenuLinkKind(cfg, 'main', [0], 'href');
    expect(ext.menu.main[0]).toEqual({ label, href: 'https://' });
    const drop = setMenuLinkKind(ext, 'main', [0], 'children');
    expect(drop.menu.main[0]).toEqual({ label, children: [] });
    expect(setMenuLinkKind(drop, 'main', [0], 'to', '/programs').menu.main[0]).toEqual({ label, to: '/programs' });
  });

  it('moves, removes and inserts entries', () => {
    const cfg = fresh();
    const labels = (c: SiteConfig) => c.menu.quickLinks.map((e) => en(e.label));
    expect(labels(moveMenuEntry(cfg, 'quickLinks', [0], 1)).slice(0, 2)).toEqual(['Who We Are', 'Home']);
    expect(labels(removeMenuEntry(cfg, 'quickLinks', [0]))[0]).toBe('Who We Are');
    const ins = insertMenuEntry(cfg, 'main', [1], 0, { label: 'New', to: '/' });
    expect(en(menuEntryAt(ins.menu.main, [1, 0])?.label)).toBe('New');
  });

  it('nests an entry into the dropdown above and takes it out again', () => {
    const cfg = fresh();
    // main: Home, Who We Are (dropdown), Program …
    expect(canIndent(cfg.menu.main, [2])).toBe(true);
    expect(canIndent(cfg.menu.main, [1])).toBe(false);
    const size = cfg.menu.main[1].children!.length;
    const inner = indentMenuEntry(cfg, 'main', [2]);
    expect(inner.path).toEqual([1, size]);
    expect(en(menuEntryAt(inner.cfg.menu.main, inner.path)?.label)).toBe('Program');
    expect(inner.cfg.menu.main).toHaveLength(cfg.menu.main.length - 1);
    const outer = outdentMenuEntry(inner.cfg, 'main', inner.path);
    expect(outer.path).toEqual([2]);
    expect(outer.cfg.menu.main).toEqual(cfg.menu.main);
  });
});

describe('form fields', () => {
  it('lists fields in the order visitors see them, and wizard steps', () => {
    const fb = readForm('feedback');
    expect(fieldKeys(fb, [])).toEqual(['Name', 'ContactNo', 'Email', 'Feedback']);
    const wiz = readForm('admission-inquiry');
    expect(formSteps(wiz)).toEqual(['personal', 'parents', 'contact', 'college', 'additional', 'attachments']);
    expect(fieldKeys(wiz, ['personal']).slice(0, 3)).toEqual(['firstName', 'middleName', 'lastName']);
  });

  it('adds a field with its schema, widget and place', () => {
    const fb = readForm('feedback');
    const next = addField(fb, [], 'School', 'select', 'Your school', 1);
    expect(fieldKeys(next, [])).toEqual(['Name', 'School', 'ContactNo', 'Email', 'Feedback']);
    expect((next.schema.properties as Record<string, unknown>).School).toEqual({
      type: 'string',
      title: 'Your school',
      enum: ['Option 1'],
    });
    expect((next.ui.School as Record<string, unknown>)['ui:widget']).toBe('select');
    expect(addField(fb, [], 'Name', 'text', 'Again')).toBe(fb);
    expect(addField(fb, [], '9bad', 'text', 'Bad')).toBe(fb);
  });

  it('removes a field everywhere it is named', () => {
    const fb = readForm('feedback');
    const next = removeField(fb, [], 'Email');
    expect(Object.keys(next.schema.properties as object)).not.toContain('Email');
    expect(next.schema.required).toEqual(['Name', 'ContactNo', 'Feedback']);
    expect(next.ui['ui:order']).toEqual(['Name', 'ContactNo', 'Feedback']);
    expect(next.ui.Email).toBeUndefined();
    expect(fieldKeys(fb, [])).toContain('Email');
  });

  it('reorders fields inside a wizard step', () => {
    const wiz = readForm('admission-inquiry');
    const next = moveField(wiz, ['personal'], 'lastName', -2);
    expect(fieldKeys(next, ['personal']).slice(0, 3)).toEqual(['lastName', 'firstName', 'middleName']);
    expect(next.ui['ui:order']).toBe(wiz.ui['ui:order']);
  });

  it('edits label, required, message, help, options and type', () => {
    let f = readForm('transfer-certificate');
    f = setFieldTitle(f, [], 'admissionNumber', 'Admission No.');
    f = setFieldRequired(f, [], 'admissionNumber', true);
    f = setRequiredMessage(f, [], 'admissionNumber', 'Admission number is required.');
    f = setFieldHelp(f, [], 'admissionNumber', 'On the ID card');
    let info = fieldInfo(f, [], 'admissionNumber');
    expect(info).toMatchObject({
      title: 'Admission No.',
      required: true,
      requiredMessage: 'Admission number is required.',
      help: 'On the ID card',
      kind: 'text',
    });
    expect(f.schema.required).toEqual(['mobileNumber', 'admissionNumber', 'dateOfBirth']);

    f = setFieldKind(f, [], 'admissionNumber', 'radio');
    f = setFieldOptions(f, [], 'admissionNumber', parseOptionLines('a = Option A\nb'));
    info = fieldInfo(f, [], 'admissionNumber');
    expect(info.kind).toBe('radio');
    expect(info.options).toEqual([
      { value: 'a', label: 'Option A' },
      { value: 'b', label: 'b' },
    ]);
    expect((f.ui.admissionNumber as Record<string, unknown>)['ui:enumNames']).toEqual(['Option A', 'b']);
    expect(optionLines(info.options)).toBe('a = Option A\nb');

    f = setFieldRequired(f, [], 'admissionNumber', false);
    f = setRequiredMessage(f, [], 'admissionNumber', '');
    f = setFieldKind(f, [], 'admissionNumber', 'checkbox');
    info = fieldInfo(f, [], 'admissionNumber');
    expect(info).toMatchObject({ required: false, requiredMessage: '', kind: 'checkbox', options: [] });
    expect((f.schema.properties as Record<string, unknown>).admissionNumber).toEqual({ type: 'boolean', title: 'Admission No.' });
  });
});

describe('any part of the config', () => {
  it('reads and writes by path, sharing what it does not touch', () => {
    const cfg = fresh();
    const next = setIn(cfg, ['content', 'careers', 0, 'vacancies'], 5);
    expect(getIn(next, ['content', 'careers', 0, 'vacancies'])).toBe(5);
    expect(getIn(cfg, ['content', 'careers', 0, 'vacancies'])).toBe(2);
    expect(next.content.pages).toBe(cfg.content.pages);
    expect(
      'caption' in (setIn(cfg, ['content', 'onlineAdmission', 'table', 'caption'], undefined).content.onlineAdmission.table as object),
    ).toBe(false);
  });
});
