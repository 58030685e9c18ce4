// @vitest-environment node
// Drafts: saved without file contents or the captcha, restored for the same schema version,
// dropped (never crashing) when the schema changed or the stored text is broken.
import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, hasContent, loadDraft, saveDraft, schemaVersion, stripForDraft } from '../../../src/forms/core/draft';
import { readForm } from './support';

class MemoryStorage {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const PHOTO = 'data:image/jpeg;name=me.jpg;base64,/9j/4AAQ';
const DOC = 'data:application/pdf;name=tc.pdf;base64,JVBERi0=';

describe('stripForDraft', () => {
  it('keeps typed values, drops file contents and the captcha', () => {
    const { schema, ui } = readForm('admission-inquiry');
    const data = {
      personal: { firstName: 'Asha', photo: PHOTO },
      additional: { hasDisease: 'No', captcha: 'XYZ123' },
      attachments: { documents: [{ type: 'General', file: DOC, name: 'tc.pdf', size: 5, description: 'old TC' }] },
    };
    expect(stripForDraft(schema, ui, data)).toEqual({
      personal: { firstName: 'Asha' },
      additional: { hasDisease: 'No' },
      attachments: { documents: [{ type: 'General', name: 'tc.pdf', size: 5, description: 'old TC' }] },
    });
  });
});

describe('saveDraft / loadDraft', () => {
  const draft = { savedAt: '2025-01-01T10:00:00.000Z', step: 2, data: { personal: { firstName: 'Asha' } } };

  it('round-trips under the form and schema version', () => {
    const s = new MemoryStorage();
    expect(saveDraft(s, 'admission-inquiry', 'v1', draft)).toBe(true);
    expect([...s.map.keys()]).toEqual([draftKey('admission-inquiry', 'v1')]);
    expect(loadDraft(s, 'admission-inquiry', 'v1', 5)).toEqual(draft);
  });

  it('a changed schema drops the old draft', () => {
    const s = new MemoryStorage();
    saveDraft(s, 'admission-inquiry', 'v1', draft);
    saveDraft(s, 'alumni', 'v1', { ...draft, step: 0 });
    expect(loadDraft(s, 'admission-inquiry', 'v2', 5)).toBeNull();
    expect(s.getItem(draftKey('admission-inquiry', 'v1'))).toBeNull();
    expect(s.getItem(draftKey('alumni', 'v1'))).not.toBeNull(); // other forms' drafts are left alone
  });

  it('broken or odd stored text is dropped, never thrown', () => {
    const s = new MemoryStorage();
    for (const bad of ['{not json', 'null', '[]', '{"data":{},"step":0,"savedAt":"x"}', '{"data":{"a":1},"step":9,"savedAt":"x"}', '{"data":{"a":1},"step":-1,"savedAt":"x"}']) {
      s.setItem(draftKey('f', 'v'), bad);
      expect(loadDraft(s, 'f', 'v', 5)).toBeNull();
      expect(s.getItem(draftKey('f', 'v'))).toBeNull();
    }
  });

  it('an empty form removes the draft instead of storing it', () => {
    const s = new MemoryStorage();
    saveDraft(s, 'f', 'v', draft);
    saveDraft(s, 'f', 'v', { ...draft, data: { personal: {}, parents: { a: undefined } } as never });
    expect(s.length).toBe(0);
  });

  it('survives storage that throws (full, or disabled in private mode)', () => {
    const throwing = { length: 0, key: () => null, getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(saveDraft(throwing, 'f', 'v', draft)).toBe(false);
    expect(loadDraft(throwing, 'f', 'v', 5)).toBeNull();
    expect(() => clearDraft(throwing, 'f')).not.toThrow();
  });

  it('clearDraft removes every version of that form only', () => {
    const s = new MemoryStorage();
    s.setItem(draftKey('f', 'a'), '1');
    s.setItem(draftKey('f', 'b'), '1');
    s.setItem(draftKey('g', 'a'), '1');
    s.setItem('other', '1');
    clearDraft(s, 'f');
    expect([...s.map.keys()].sort()).toEqual([draftKey('g', 'a'), 'other']);
  });
});

describe('schema version', () => {
  it('changes when the schema changes, not otherwise', () => {
    const { schema } = readForm('admission-inquiry');
    const again = readForm('admission-inquiry').schema;
    expect(schemaVersion(schema)).toBe(schemaVersion(again));
    const changed = structuredClone(schema) as { properties: { personal: { required: string[] } } };
    changed.properties.personal.required.push('email');
    expect(schemaVersion(changed)).not.toBe(schemaVersion(schema));
  });
  it('hasContent ignores empty shells', () => {
    expect(hasContent({ a: {}, b: [], c: undefined, d: '', e: false })).toBe(false);
    expect(hasContent({ a: { b: 'x' } })).toBe(true);
  });
});
