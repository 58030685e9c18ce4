// The phone/desktop switch lives in two places that cannot share a value: the config's
// mobileBreakpoint (read by useIsMobile) and the stylesheets' media queries. They must agree, or
// a window just under the breakpoint would get the phone's script behaviour with the desktop's
// layout (or the reverse).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@src/site-config/config-file';

const constants = siteConfig.site.constants;

const src = join(import.meta.dirname, '../../../../src');
function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? cssFiles(p) : p.endsWith('.css') ? [p] : [];
  });
}

describe('mobile breakpoint', () => {
  it("every stylesheet's phone/desktop query uses the config's mobileBreakpoint", () => {
    const bp = constants.mobileBreakpoint;
    const wrong: string[] = [];
    for (const file of cssFiles(src)) {
      const css = readFileSync(file, 'utf8');
      for (const m of css.matchAll(/@media[^{]*\((min|max)-width:\s*([\d.]+)px\)/g)) {
        const px = Number(m[2]);
        // Only the queries at the phone/desktop switch (the stylesheets' 768 px, or the config's
        // value); other widths are layout steps of their own.
        const atSwitch = [768, bp].some((w) => Math.abs(px - w) < 1);
        const agrees = m[1] === 'min' ? px === bp : px === bp - 0.02;
        if (atSwitch && !agrees) wrong.push(`${file.slice(src.length + 1)}: ${m[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
