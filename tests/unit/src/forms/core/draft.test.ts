// @vitest-environment node
// Drafts: saved without file contents or the captcha, restored for the same schema version,
// dropped (never crashing) when the schema changed or the stored text is broken; every draft past
// its age swept away on any page load, whichever form it belongs to.
import { describe, expect, it } from 'vitest';
import { sweepExpiredDrafts } from '@src/forms/core/draft-age';
import { clearDraft, draftKey, hasContent, loadDraft, saveDraft, schemaVersion, stripForDraft } from '@src/forms/core/draft';
import { readForm } from '@test/form-definitions';

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
      additional: {},
      attachments: { documents: [{ type: 'General', name: 'tc.pdf', size: 5, description: 'old TC' }] },
    });
  });

  it('never keeps what the form marks sensitive: health, caste and religion in the admission form', () => {
    const { schema, ui } = readForm('admission-inquiry');
    const data = {
      personal: { firstName: 'Asha', caste: 'Newar', religion: 'Buddhist', nationality: 'Nepali' },
      additional: { hasDisease: 'Yes', problem: 'Asthma', presentCondition: 'Improving', tiffinRequired: 'No' },
    };
    const kept = JSON.stringify(stripForDraft(schema, ui, data));
    for (const secret of ['Newar', 'Buddhist', 'Asthma', 'Improving', 'hasDisease']) expect(kept).not.toContain(secret);
    expect(stripForDraft(schema, ui, data)).toEqual({
      personal: { firstName: 'Asha', nationality: 'Nepali' },
      additional: { tiffinRequired: 'No' },
    });
  });

  it('a field any form marks sensitive, nested or not', () => {
    const schema = {
      type: 'object',
      properties: {
        note: { type: 'string' },
        id: { type: 'string' },
        kids: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, illness: { type: 'string' } } } },
      },
    };
    const ui = { id: { 'ui:options': { sensitive: true } }, kids: { items: { illness: { 'ui:options': { sensitive: true } } } } };
    expect(stripForDraft(schema, ui, { note: 'hi', id: '123-45', kids: [{ name: 'Asha', illness: 'asthma' }] })).toEqual({
      note: 'hi',
      kids: [{ name: 'Asha' }],
    });
  });
});

describe('saveDraft / loadDraft', () => {
  const draft = { savedAt: new Date(Date.now() - 3_600_000).toISOString(), step: 2, data: { personal: { firstName: 'Asha' } } };
  const DAY = 86_400_000;

  it("keeps a draft for the form's days (7 unless it says), then drops it; one dated ahead is dropped too", () => {
    const s = new MemoryStorage();
    const now = Date.parse('2026-11-24T10:00:00Z');
    const at = (ms: number) => ({ ...draft, step: 0, savedAt: new Date(ms).toISOString() });
    saveDraft(s, 'alumni', 'v1', at(now - 6.9 * DAY));
    expect(loadDraft(s, 'alumni', 'v1', 0, 7, now)).not.toBeNull();
    saveDraft(s, 'alumni', 'v1', at(now - 7.1 * DAY));
    expect(loadDraft(s, 'alumni', 'v1', 0, 7, now)).toBeNull();
    expect(s.map.size).toBe(0); // removed, not only ignored
    saveDraft(s, 'alumni', 'v1', at(now - 2 * DAY));
    expect(loadDraft(s, 'alumni', 'v1', 0, 1, now)).toBeNull(); // a form that keeps drafts one day
    saveDraft(s, 'alumni', 'v1', at(now + 3 * DAY));
    expect(loadDraft(s, 'alumni', 'v1', 0, 7, now)).toBeNull();
    saveDraft(s, 'alumni', 'v1', { ...draft, step: 0, savedAt: 'yesterday' });
    expect(loadDraft(s, 'alumni', 'v1', 0, 7, now)).toBeNull();
  });

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
    for (const bad of [
      '{not json',
      'null',
      '[]',
      '{"data":{},"step":0,"savedAt":"x"}',
      '{"data":{"a":1},"step":9,"savedAt":"x"}',
      '{"data":{"a":1},"step":-1,"savedAt":"x"}',
    ]) {
      s.setItem(draftKey('f', 'v'), bad);
      expect(loadDraft(s, 'f', 'v', 5)).toBeNull();
      expect(s.getItem(draftKey('f', 'v'))).toBeNull();
    }
  });

  it('an empty form removes the draft instead of storing it', () => {
    const s = new MemoryStorage();
    saveDraft(s, 'f', 'v', draft);
    saveDraft(s, 'f', 'v', { ...draft, data: { personal: {}, parents: { a: undefined } } });
    expect(s.length).toBe(0);
  });

  it('survives storage that throws (full, or disabled in private mode)', () => {
    const throwing = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
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

describe('sweepExpiredDrafts (any page load)', () => {
  const NOW = Date.parse('2026-11-24T06:00:00Z');
  const daysAgo = (n: number) => new Date(NOW - n * 86_400_000).toISOString();
  const draft = (savedAt: string, days?: number) => JSON.stringify({ savedAt, step: 0, data: { a: 'x' }, days });

  it("removes every form's draft past the days it was saved with (7 when it does not say), and nothing else", () => {
    const s = new MemoryStorage();
    s.setItem(draftKey('admission-inquiry', 'v1'), draft(daysAgo(8))); // saved before drafts said their days
    s.setItem(draftKey('alumni', 'v1'), draft(daysAgo(6)));
    s.setItem(draftKey('tc', 'v1'), draft(daysAgo(3), 2));
    s.setItem(draftKey('job-apply', 'v1'), draft(daysAgo(20), 30));
    s.setItem(draftKey('contact', 'v1'), draft(new Date(NOW + 3 * 86_400_000).toISOString())); // a clock that was wrong
    s.setItem(draftKey('feedback', 'v1'), '{not json');
    s.setItem(draftKey('other', 'v1'), JSON.stringify({ step: 0, data: {} })); // no date
    s.setItem('site-lang', 'ne');
    s.setItem('swr-cache', JSON.stringify({ savedAt: daysAgo(30) }));
    sweepExpiredDrafts(NOW, s);
    expect([...s.map.keys()].sort()).toEqual([draftKey('alumni', 'v1'), draftKey('job-apply', 'v1'), 'site-lang', 'swr-cache']);
  });

  it('never throws: storage blocked, or failing as it is read', () => {
    const throwing = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
    };
    expect(() => sweepExpiredDrafts(NOW, throwing)).not.toThrow();
    expect(() => sweepExpiredDrafts(NOW)).not.toThrow(); // (no localStorage in this environment)
  });

  it('a saved draft carries its days, so the sweep keeps it exactly as long as its form would', () => {
    const s = new MemoryStorage();
    saveDraft(s, 'f', 'v', { savedAt: daysAgo(10), step: 0, data: { a: 'x' }, days: 14 });
    sweepExpiredDrafts(NOW, s);
    expect(loadDraft(s, 'f', 'v', 0, 14, NOW)?.days).toBe(14);
    sweepExpiredDrafts(NOW + 5 * 86_400_000, s);
    expect(s.map.size).toBe(0);
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
