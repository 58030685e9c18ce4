// The wake table (src/island-kit/wake.ts): what each wake means to the build, and its helpers on
// an island's wake as a page's record holds it (a string).
import { describe, expect, it } from 'vitest';
import { WAKE, WAKES, shipsCode, wakeOf, wakesUnasked } from '@src/island-kit/wake';

describe('the wake table', () => {
  it('has every wake, once', () => {
    expect(WAKES).toEqual(['load', 'idle', 'visible', 'interaction', 'static']);
  });

  it("ships code for every wake but 'static', and fetches it unasked only at load and idle", () => {
    expect(WAKES.filter((w) => WAKE[w].ships)).toEqual(['load', 'idle', 'visible', 'interaction']);
    expect(WAKES.filter((w) => WAKE[w].upFront)).toEqual(['load', 'idle']);
    // (What is fetched up front is code that ships.)
    for (const w of WAKES) if (WAKE[w].upFront) expect(WAKE[w].ships).toBe(true);
  });

  it("reads an island's wake by name; a name that is not a wake neither ships nor is fetched", () => {
    expect(shipsCode({ wake: 'visible' })).toBe(true);
    expect(shipsCode({ wake: 'static' })).toBe(false);
    expect(wakesUnasked({ wake: 'idle' })).toBe(true);
    expect(wakesUnasked({ wake: 'interaction' })).toBe(false);
    for (const name of ['soon', 'toString', '']) {
      expect(wakeOf(name)).toBeUndefined();
      expect(shipsCode({ wake: name })).toBe(false);
      expect(wakesUnasked({ wake: name })).toBe(false);
    }
  });
});
