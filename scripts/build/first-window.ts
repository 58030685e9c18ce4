// The home page's HTML in a connection's first round trip (TCP's initial window, 10 packets of
// 1,460 bytes, less ~1 KB for the response's headers): every 14–29 KB more costs a phone on slow
// 4G another 150 ms before its first paint. How much of it the first screen holds depends on the
// school's content and its staff's choices (home.sections, home.firstScreenSections), not on the
// code: so the build meets it itself. A home page over it is rendered again with one section fewer
// in its first screen (the rest go to later.html, as below home.firstScreenSections) until it
// fits, and the build's report says which sections it moved (scripts/build/prerender.ts). The size
// budgets (scripts/build/size-budget.ts) hold the code to it with the demo's content: there, a move is
// a failure of the code's.
import { brotliCompressSync, constants } from 'node:zlib';

export const FIRST_WINDOW = 10 * 1460 - 1100;

/** What the build did to a home page's first screen to fit it in the first window. */
export interface FirstScreenFit {
  /** The sections configured for the first screen (home.firstScreenSections, at most the enabled ones), and those used. */
  configured: number;
  used: number;
  /** The ids of the sections moved to the later part. */
  moved: string[];
  /** The HTML's brotli size, whether it fits, and the limit it was held to. */
  bytes: number;
  fits: boolean;
  limit: number;
}

/** A page's size as the build sends it: brotli at quality 11 (scripts/build/precompress.ts). */
export function brotliBytes(text: string): number {
  const b = Buffer.from(text);
  return brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
}

/**
 * The home page with as many of its first `configured` enabled sections in the first screen as
 * fit in the first window: `render(n)` makes the page's files with n ({ 'index.html': … }), each
 * n from the configured one down to 0 until it fits. Returns the files, and `fit`: the sections
 * configured and used, the ids of those moved to the later part, the HTML's brotli size and
 * whether it fits (a first screen of no section may still not: the frame alone).
 * `sections`: the ids of the enabled sections, in order; `first`: the page's files as configured,
 * when they are made already.
 */
export async function fitFirstScreen<F extends { 'index.html': string }>({
  sections,
  configured,
  render,
  first,
  limit = FIRST_WINDOW,
}: {
  sections: string[];
  configured: number;
  render: (n: number) => Promise<F>;
  first?: F;
  limit?: number;
}): Promise<{ files: F; fit: FirstScreenFit }> {
  const most = Math.min(configured, sections.length);
  let n = most;
  for (;;) {
    // (`first`: the files as configured, made already.)
    const files = n === most && first ? first : await render(n);
    const bytes = brotliBytes(files['index.html']);
    if (bytes <= limit || n === 0)
      return { files, fit: { configured: most, used: n, moved: sections.slice(n, most), bytes, fits: bytes <= limit, limit } };
    n--;
  }
}

/** What the build did to a home page's first screen (an entry of the fit's, with the page's path), in words. */
export function firstScreenNote({ path, configured, used, moved, bytes, fits, limit }: FirstScreenFit & { path: string }): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const what = moved.length
    ? `moved ${moved.join(', ')} below the first screen (${used} of the ${configured} home.firstScreenSections shown first)`
    : `kept its ${used} first-screen sections`;
  return `the home page ${path} ${what}: its HTML is ${kb(bytes)} brotli, ${fits ? 'within' : 'still over'} the ${kb(limit)} of a connection's first round trip${fits ? '' : ' (the header, menu and footer alone)'}`;
}
