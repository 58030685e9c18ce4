import { describe, expect, it } from 'vitest';
import { foldForSearch } from '@src/lib/search-fold';

describe('foldForSearch', () => {
  it('folds the long i and u into the short ones, as Nepali spelling mixes them', () => {
    expect(foldForSearch('नीति')).toBe(foldForSearch('निति'));
    expect(foldForSearch('पूजा')).toBe(foldForSearch('पुजा'));
    expect(foldForSearch('पानी')).toBe('पानि');
  });

  it('keeps every other vowel sign: पानी is not पनि, काम is not कम', () => {
    expect(foldForSearch('पानी')).not.toBe(foldForSearch('पनि'));
    expect(foldForSearch('काम')).not.toBe(foldForSearch('कम'));
    expect(foldForSearch('केटा')).toBe('केटा');
    expect(foldForSearch('विद्यालयको')).toBe('विद्यालयको');
  });

  it('reads Devanagari digits as ASCII ones', () => {
    expect(foldForSearch('२०८३')).toBe('2083');
    expect(foldForSearch('कक्षा ५ र ९')).toBe('कक्षा 5 र 9');
    expect(foldForSearch('2083')).toBe('2083');
  });

  it('leaves English text as it is', () => {
    expect(foldForSearch('Annual Sports Week, 2083')).toBe('Annual Sports Week, 2083');
  });

  it('meets the same word typed as composed or decomposed characters', () => {
    // क़ (U+0958) and क + nukta (U+0915 U+093C): NFC keeps U+0915 U+093C, both come out alike.
    expect(foldForSearch('\u0958')).toBe(foldForSearch('\u0915\u093C'));
  });
});
