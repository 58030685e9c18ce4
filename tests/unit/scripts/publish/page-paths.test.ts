// @vitest-environment node
// Which linked addresses can be page folders (scripts/publish/page-paths.ts, the pages step's one
// check of a path): the hostile shapes of issue 30 — a page where the site writes a file of its
// own, a malformed percent-escape, a NUL — and their kin are refused with a reason, and every
// ordinary address (Nepali included) is not.
import { describe, expect, it } from 'vitest';
import { pagePathProblem } from '@scripts/publish/page-paths';

describe('pagePathProblem', () => {
  it.each([
    ['/programs/page-data.json', /^a path segment names a file the site writes itself \(page-data\.json\)$/],
    ['/programs/later.html', /file the site writes/],
    ['/programs/fresh.json', /file the site writes/],
    ['/media/news/INDEX.HTML', /file the site writes/],
    ['/programs/x.json.br', /file the site writes/],
    ['/programs/%E0', /URI malformed/],
    ['/programs/%E0%A4', /URI malformed/],
    ['/programs/%00', /control character/],
    ['/programs/a%0Ab', /control character/],
    ['/programs/%2E%2E', /^a path segment is a dot name$/],
    ['/programs/..', /^a path segment is a dot name$/],
    ['/programs/a%2Fb', /^a path segment holds a path separator \("a\/b"\)$/],
    ['/programs/a%5Cb', /path separator/],
    [`/programs/${'क'.repeat(70)}`, /^a path segment is too long for a file name$/],
    [`/a/${'x'.repeat(201)}`, /too long/],
    ['/_b/123/page', /own \/_b\/ folder/],
    ['/assets/app.js', /own \/assets\/ folder/],
    ['programs', /not a path/],
  ])('refuses %s', (path, reason) => {
    expect(pagePathProblem(path)).toMatch(reason);
  });

  it.each([
    '/',
    '/programs',
    '/programs/science-club',
    '/media/news/101/Two%20table%20tennis%20players',
    '/programs/%E0%A4%95%E0%A4%BE',
    '/a/100%25%20results',
    '/a/%E0%A4%A8',
    `/a/${'x'.repeat(200)}`,
  ])('takes %s', (path) => {
    expect(pagePathProblem(path)).toBeNull();
  });
});
