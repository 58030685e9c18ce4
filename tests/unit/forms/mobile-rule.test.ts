// @vitest-environment node
// One rule for Nepali mobile numbers (issue 13): every form field that checks a mobile number
// uses the same schema pattern — 10 digits starting 96, 97 or 98 (NTC, Ncell, Smart), optionally
// after +977 — and is a tel field, so digits typed on a Nepali keyboard are 0–9 before the check.
import { describe, expect, it } from 'vitest';
import { localizeJson } from '../../../src/i18n/localize-json';
import { formIds, readForm } from './support';

type Node = Record<string, unknown>;

/** [form, field path, pattern, uiSchema of the field] for every pattern that mentions +977. */
function mobileFields(): Array<[string, string, string, Node]> {
  const out: Array<[string, string, string, Node]> = [];
  for (const id of formIds()) {
    const { schema, ui } = readForm(id);
    const walk = (node: Node, uiNode: Node, path: string[]) => {
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
        const childUi = (uiNode[key] ?? {}) as Node;
        if (typeof child.pattern === 'string' && child.pattern.includes('977')) out.push([id, [...path, key].join('.'), child.pattern, childUi]);
        walk(child, childUi, [...path, key]);
      }
    };
    walk(localizeJson(schema, 'en') as Node, localizeJson(ui, 'en') as Node, []);
  }
  return out;
}

describe('Nepali mobile numbers', () => {
  const fields = mobileFields();

  it('are checked in the feedback, transfer certificate and alumni forms, all with the same pattern', () => {
    expect(new Set(fields.map(([id]) => id))).toEqual(new Set(['feedback', 'transfer-certificate', 'alumni']));
    expect(new Set(fields.map(([, , pattern]) => pattern)).size).toBe(1);
  });

  it('the rule: 96, 97 or 98 and eight more digits, optionally after +977', () => {
    const rule = new RegExp(fields[0][2]);
    for (const ok of ['9612345678', '9741234567', '9801234567', '9841234567', '+9779841234567', '977-9841234567', '+977 9851234567']) expect(rule.test(ok), ok).toBe(true);
    for (const bad of ['9512345678', '01-5543210', '98412345', '984123456789', '+1 9841234567', '९८४१२३४५६७']) expect(rule.test(bad), bad).toBe(false);
  });

  it('every such field is a tel field, so Devanagari digits are normalised before the rule runs', () => {
    for (const [id, path, , ui] of fields) expect((ui['ui:options'] as Node | undefined)?.inputType, `${id} ${path}`).toBe('tel');
  });
});
