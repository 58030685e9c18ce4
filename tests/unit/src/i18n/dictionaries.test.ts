// @vitest-environment node
// The Nepali dictionary has exactly the English keys, in the same order, with the same
// placeholders. A key added to en.ts without its Nepali text fails here by name.
import { describe, expect, it } from 'vitest';
import { en } from '@src/i18n/en';
import { ne } from '@src/i18n/ne';

const enKeys = Object.keys(en);
const neKeys = Object.keys(ne);
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('every English key has a Nepali text', () => {
    expect(enKeys.filter((k) => !(k in ne))).toEqual([]);
  });

  it('every Nepali key exists in English (no stale or misspelt keys)', () => {
    expect(neKeys.filter((k) => !(k in en))).toEqual([]);
  });

  it('keeps the English order, so the two files read side by side', () => {
    expect(neKeys).toEqual(enKeys.filter((k) => k in ne));
  });

  it('uses the same placeholders as English', () => {
    const wrong = enKeys
      .filter((k) => k in ne)
      .filter((k) => placeholders(ne[k as keyof typeof ne]).join() !== placeholders(en[k as keyof typeof en]).join());
    expect(wrong).toEqual([]);
  });

  it('has no empty texts', () => {
    expect(Object.entries(ne).filter(([, v]) => !v || !v.trim())).toEqual([]);
  });

  it('writes digits the Nepali way', () => {
    expect(Object.entries(ne).filter(([, v]) => /[0-9]/.test(v.replace(/\{\w+\}/g, '').replace(/YYYY-MM-DD/g, '')))).toEqual([]);
  });
});
