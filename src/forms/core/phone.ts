// The one rule for phone numbers (issue 19). SPEC sets no phone format; the school needs a number
// it can call back, so the rule refuses only what cannot be a phone number, and gives every
// number it accepts one canonical form (E.164: '+9779841234567') beside what the visitor typed.
//
// Accepted, in any mix of spaces, dashes, dots and brackets, with Devanagari digits (०–९) read as
// 0–9:
// - Nepali mobiles: 96, 97 or 98 and eight more digits ('9841234567', '984-1234567');
// - Nepali landlines: an area code of one digit (1: the Kathmandu valley, 7-digit numbers) or two
//   (61 Pokhara, 21 Biratnagar…: 6-digit numbers) after the trunk 0 ('01-4372815',
//   '061-520123', '(01) 4372815');
// - both with or without +977, 977 or 00977 before them, and with or without the trunk 0
//   ('+977-1-4372815', '+977 (0)1 4372815', '977 9841234567');
// - numbers abroad written internationally, with a leading + or 00: the country code and
//   number, 7 to 15 digits in all (E.164's limit): '+1 415 555 0100', '+44 (0)20 7946 0958',
//   '00971 50 123 4567'.
// Refused: letters or other signs, a + anywhere but the start, too few or too many digits, a
// Nepali number of the wrong length or with no such area code, and a number that is not Nepali
// but has no + or 00 ('4155550100': without its country code nobody can dial it).
//
// Pure (no React, no DOM): the form engine (src/forms/core/phone-fields.ts) and the tests use it.
// The demo back-end (demo/forms.mjs) checks submissions against the form schemas, whose phone
// fields carry only a permissive pattern of the characters allowed here, so it never refuses a
// number this rule accepts (tests/unit/src/forms/core/phone-fields.test.ts checks that).
import { toLatinDigits } from '../../lib/digits';
import type { MessageKey } from '../../i18n/en';
import { translate, type Lang } from '../../i18n/t';
import { uiOptions } from './form-json';

/** Which numbers a field takes (its uiSchema's `"ui:options": { "phone": … }`). */
export const PHONE_KINDS = ['any', 'nepal', 'nepal-mobile'] as const;
export type PhoneKind = (typeof PHONE_KINDS)[number];

export type PhoneNumberKind = 'mobile' | 'landline' | 'international';

export type PhoneResult = { ok: true; e164: string; kind: PhoneNumberKind } | { ok: false };

export function isPhoneKind(value: unknown): value is PhoneKind {
  return typeof value === 'string' && (PHONE_KINDS as readonly string[]).includes(value);
}

/** The kind a field's uiSchema node asks for, or null when the field is no phone field. */
export function phoneKindOf(uiNode: unknown): PhoneKind | null {
  const kind = uiOptions(uiNode).phone;
  return isPhoneKind(kind) ? kind : null;
}

/** Characters a phone number may be written with (before any check of its digits). */
export const PHONE_CHARACTERS = /^[\s0-9०-९+().\u2010-\u2015\u2212-]*$/u;
/** Separators people write between digits: spaces, dashes of every width, dots, brackets. */
const SEPARATORS = /[\s().\u2010-\u2015\u2212-]/gu;
/** A trunk 0 written in brackets after a country code: '+44 (0)20 7946 0958'. */
const BRACKETED_TRUNK = /\(\s*0\s*\)/g;

/** Two-digit Nepali area codes (after the trunk 0; numbers of 6 digits). '1' (the Kathmandu
 *  valley, with 010 and 011 around it) takes every number of 7 digits after it. */
const NEPAL_AREA_CODES = new Set(
  '21 23 24 25 26 27 29 31 33 35 36 37 38 41 44 46 47 48 49 51 53 55 56 57 61 63 64 65 66 67 68 69 71 75 76 77 78 79 81 82 83 84 86 87 88 89 91 92 93 94 95 96 97 99'.split(
    ' ',
  ),
);

const NEPAL = '977';
const FAIL: PhoneResult = { ok: false };

/** A Nepali number without country code and trunk 0 (its national significant number). */
function nepalNational(nsn: string): PhoneResult {
  if (/^9[678]\d{8}$/.test(nsn)) return { ok: true, e164: `+${NEPAL}${nsn}`, kind: 'mobile' };
  if (/^\d{8}$/.test(nsn) && (nsn.startsWith('1') || NEPAL_AREA_CODES.has(nsn.slice(0, 2))))
    return { ok: true, e164: `+${NEPAL}${nsn}`, kind: 'landline' };
  return FAIL;
}

/** Drops one trunk 0 ('01…' → '1…'). */
const withoutTrunk = (digits: string) => (digits.startsWith('0') ? digits.slice(1) : digits);

function parseAny(input: string): PhoneResult {
  const text = toLatinDigits(input).trim();
  if (!text || !PHONE_CHARACTERS.test(text)) return FAIL;
  let compact = text.replace(SEPARATORS, '');
  const written = /^(?:\+|00)/.test(compact);
  if (written) compact = text.replace(BRACKETED_TRUNK, '').replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return FAIL; // a + inside the number, or nothing but signs

  if (written) {
    const digits = compact.startsWith('+') ? compact.slice(1) : compact.slice(2);
    if (!/^[1-9]/.test(digits)) return FAIL; // no country code starts with 0
    if (digits.startsWith(NEPAL)) return nepalNational(withoutTrunk(digits.slice(NEPAL.length)));
    if (digits.length < 7 || digits.length > 15) return FAIL;
    return { ok: true, e164: `+${digits}`, kind: 'international' };
  }

  // Written nationally: a Nepali number, perhaps after 977 without its + (a bare foreign number
  // is refused: it cannot be told from a mistyped Nepali one, nor dialled).
  if (compact.startsWith('0')) return nepalNational(compact.slice(1));
  const national = nepalNational(compact);
  if (national.ok || !compact.startsWith(NEPAL)) return national;
  return nepalNational(withoutTrunk(compact.slice(NEPAL.length)));
}

/**
 * Reads a phone number as a visitor typed it. `kind` limits which numbers count: 'any' (Nepali
 * mobiles and landlines, and numbers abroad), 'nepal' (Nepali mobiles and landlines) or
 * 'nepal-mobile' (Nepali mobiles only).
 */
export function parsePhone(input: unknown, kind: PhoneKind = 'any'): PhoneResult {
  if (typeof input !== 'string') return FAIL;
  const result = parseAny(input);
  if (!result.ok) return result;
  if (kind === 'nepal-mobile' && result.kind !== 'mobile') return FAIL;
  if (kind === 'nepal' && result.kind === 'international') return FAIL;
  return result;
}

const MESSAGES: Record<PhoneKind, MessageKey> = {
  any: 'form.error.phone',
  nepal: 'form.error.phoneNepal',
  'nepal-mobile': 'form.error.phoneNepalMobile',
};

/** The refusal message, with examples of what this kind accepts, in `lang` (the form's). */
export function phoneMessage(lang: Lang, kind: PhoneKind = 'any'): string {
  return translate(lang, MESSAGES[kind]);
}
