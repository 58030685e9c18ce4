// @vitest-environment node
// Nothing under a dot path is served: the build keeps its records beside the release, not in its
// site (scripts/build/record.ts moveRecords; .vite/build-record.json named the ERP's address,
// which operations fail and since when, and every page: issue 42), and the nginx example of
// docs/deployment.md refuses any dot path anyway, before its other regex locations (nginx takes
// the first regex that matches), letting Let's Encrypt's .well-known/ through.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(join(import.meta.dirname, '../../../docs/deployment.md'), 'utf8');
const server = /```nginx\n(server \{[\s\S]*?)\n```/.exec(doc)?.[1] ?? '';
/** The server block's regex locations, in order: [pattern, body]. */
const regexLocations = [...server.matchAll(/^ {4}location ~\*? (\S+) \{([\s\S]*?)^ {4}\}/gm)].map((m) => [m[1], m[2]] as const);

describe("the guide's nginx example refuses dot paths", () => {
  it('its first regex location answers 404 for any path with a dot segment, .well-known/ aside', () => {
    expect(server, 'docs/deployment.md has the nginx server block').toContain('root /srv/school-site/dist;');
    const [first] = regexLocations;
    expect(first, 'a regex location for dot paths, first of them').toBeTruthy();
    const [pattern, body] = first;
    expect(body.trim()).toBe('return 404;');
    const re = new RegExp(pattern);
    for (const p of ['/.vite/build-record.json', '/.prerendered.json', '/.git/config', '/media/.env', '/ne/.vite/islands.json'])
      expect(re.test(p), p).toBe(true);
    for (const p of ['/', '/media/news/108/Science', '/assets/index-1.js', '/.well-known/acme-challenge/abc', '/_b/17/page-data.json'])
      expect(re.test(p), p).toBe(false);
  });
});
