// @vitest-environment node
// The hostile and broken fixture sets (demo/make-hostile-fixtures.mjs): committed files match the
// generator, every link and image field the normal fixtures use is attacked somewhere, every
// payload carries the marker the browser suite looks for, and each kind of failure is present.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HOSTILE_HTML,
  HOSTILE_MAP,
  HOSTILE_TEXT,
  HOSTILE_URLS,
  LINK_AND_IMAGE_FIELDS,
  LONG_WORD,
  PWNED,
  DEVANAGARI_TEXT,
  brokenSet,
  checkSets,
  hangingOps,
  hostileSet,
  httpErrorOps,
} from '@demo/make-hostile-fixtures.mjs';
import { OPERATIONS } from '@demo/server.mjs';

const NORMAL = join(__dirname, '../../../demo/fixtures');

/** Every [key, value] pair anywhere inside a JSON value. */
function* pairs(v: unknown): Generator<[string, unknown]> {
  if (Array.isArray(v)) for (const x of v) yield* pairs(x);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      yield [k, x];
      yield* pairs(x);
    }
  }
}

describe('hostile fixture sets', () => {
  it('the committed files are what the generator writes', () => {
    expect(checkSets()).toEqual([]);
  });

  it('answer every operation the demo back-end knows', () => {
    const ops = Object.keys(OPERATIONS)
      .filter((op) => op !== 'FeedbackSuggestion')
      .sort();
    expect(Object.keys(hostileSet()).sort()).toEqual(ops);
    expect(Object.keys(brokenSet()).sort()).toEqual(ops);
  });

  it('attack every link and image field that the normal fixtures use', () => {
    const used = new Set<string>();
    for (const f of readdirSync(NORMAL)) {
      for (const [k] of pairs(JSON.parse(readFileSync(join(NORMAL, f), 'utf8')))) if (LINK_AND_IMAGE_FIELDS.includes(k)) used.add(k);
    }
    const attacked = new Set<string>();
    for (const a of Object.values(hostileSet())) {
      for (const [k, v] of pairs(a.body)) {
        if (typeof v === 'string' && (HOSTILE_URLS.includes(v) || v === HOSTILE_MAP)) attacked.add(k);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((k) => !attacked.has(k))).toEqual([]);
  });

  it('every payload that could run sets the marker, and the set holds each kind of trouble', () => {
    for (const u of HOSTILE_URLS.filter((x) => /^\W*(java|vb)/i.test(x.replace(/[\s\u0001]/g, '')))) expect(u).toContain(PWNED);
    expect(HOSTILE_HTML.match(/<script|on[a-z]+=|javascript:/gi)!.length).toBeGreaterThan(15);
    const text = JSON.stringify(hostileSet());
    for (const needle of [
      JSON.stringify(HOSTILE_TEXT).slice(1, -1),
      DEVANAGARI_TEXT,
      LONG_WORD,
      '<iframe',
      'data:text/html',
      'vbscript:',
    ]) {
      expect(text).toContain(needle);
    }
    expect(LONG_WORD).toHaveLength(10_000);
    expect(LONG_WORD).not.toMatch(/\s/);
    const answers = Object.values(hostileSet());
    expect(answers.some((a) => a.status === 500)).toBe(true);
    expect(
      answers.some(
        (a) =>
          typeof a.raw === 'string' &&
          (() => {
            try {
              JSON.parse(a.raw);
              return false;
            } catch {
              return true;
            }
          })(),
      ),
    ).toBe(true);
    expect(answers.some((a) => (a.body as { IsSuccess?: boolean } | undefined)?.IsSuccess === false)).toBe(true);
    expect(answers.some((a) => Array.isArray(a.body) && a.body.length === 0)).toBe(true);
    expect(text).toMatch(/"EmpColl":null|"CommitteList":null/);
  });

  it('the broken set fails in every way the real back-end can, with one call that never answers', () => {
    const answers = Object.values(brokenSet());
    expect(hangingOps('broken')).toEqual(['GetBannerList']);
    expect(httpErrorOps('broken').length).toBeGreaterThanOrEqual(5);
    expect(new Set(answers.map((a) => a.status).filter(Boolean))).toEqual(new Set([400, 404, 500, 502, 503]));
    expect(
      answers.filter((a) => (a.body as { IsSuccess?: boolean } | null | undefined)?.IsSuccess === false).length,
    ).toBeGreaterThanOrEqual(5);
    expect(answers.some((a) => a.raw === '')).toBe(true);
    expect(answers.some((a) => a.body === null)).toBe(true);
    expect(httpErrorOps('hostile')).toEqual(['GetNewsCategoryList']);
  });
});
