// @vitest-environment node
// The deployment guide's "Publishing to object storage behind a CDN" held to the code: the
// variables it tells a school to set are the ones scripts/publish/s3-target.ts reads, its
// Cache-Control table is scripts/publish/s3-headers.ts's, and its example report is what
// scripts/publish/report.ts prints for that failure.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { bucketCause, parseTarget, targetText } from '@scripts/publish/s3-target';
import { IMMUTABLE, IMMUTABLE_FOLDERS, REVALIDATE, cacheControlOf, contentTypeOf, uploadable } from '@scripts/publish/s3-headers';
import { formatReport, reportOf } from '@scripts/publish/report';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const guide = fs.readFileSync(path.join(ROOT, 'docs/deployment.md'), 'utf8');
const section = guide.slice(
  guide.indexOf('## Publishing to object storage behind a CDN'),
  guide.indexOf('## The studio on a deployed site'),
);

describe("the deployment guide's object storage section", () => {
  it('names the variables the code reads, and an example target the code takes', () => {
    const block = /# bucket:env:begin\n([\s\S]*?)# bucket:env:end/.exec(section)?.[1];
    expect(block).toBeTruthy();
    const set = [...block!.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]);
    const code = fs.readFileSync(path.join(ROOT, 'scripts/publish/s3-target.ts'), 'utf8');
    const read = new Set([...code.matchAll(/env\.([A-Z0-9_]+)/g)].map((m) => m[1]));
    for (const [name] of set) expect(read, `${name} is set in the guide`).toContain(name);
    for (const name of ['PUBLISH_TARGET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION', 'AWS_ENDPOINT_URL_S3'])
      expect(set.map(([n]) => n)).toContain(name);
    const target = Object.fromEntries(set).PUBLISH_TARGET;
    expect(parseTarget(target)).toEqual({ bucket: 'school-site', prefix: 'www/', url: 's3://school-site/www' });
    expect(targetText({ env: { PUBLISH_TARGET: target }, root: ROOT })).toBe(target);
    // The project's own config names no bucket: a build publishes only locally unless a school sets one.
    expect(targetText({ env: {}, root: ROOT })).toBeNull();
  });

  it("gives the Cache-Control of the code's table, and says why no .br/.gz copy goes up", () => {
    const rows = [...section.matchAll(/^\| (.+?) \| `([^`]+)` \|$/gm)].map((m) => ({ files: m[1], cache: m[2] }));
    expect(rows).toHaveLength(2);
    const folders = [...rows[0].files.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(folders).toEqual(IMMUTABLE_FOLDERS);
    expect(rows[0].cache).toBe(IMMUTABLE);
    for (const f of folders) expect(cacheControlOf(`${f}x.js`)).toBe(IMMUTABLE);
    expect(rows[1].cache).toBe(REVALIDATE);
    const others = [...rows[1].files.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(others).toEqual(['sw.js', 'page-data.json', 'robots.txt', 'sitemap.xml']);
    for (const f of [...others, 'index.html', 'ne/notices/index.html']) expect(cacheControlOf(f)).toBe(REVALIDATE);
    for (const t of ['text/html; charset=utf-8', 'text/javascript; charset=utf-8', 'image/webp', 'application/octet-stream'])
      expect(section).toContain(`\`${t}\``);
    expect([contentTypeOf('a.html'), contentTypeOf('a.js'), contentTypeOf('a.webp'), contentTypeOf('a.bin')]).toEqual([
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
      'image/webp',
      'application/octet-stream',
    ]);
    expect(section).toMatch(/`\.br`\/`\.gz` copies .* are not uploaded/s);
    expect([uploadable('index.html.br'), uploadable('assets/a.js.gz'), uploadable('assets/a.js')]).toEqual([false, false, true]);
  });

  it('shows the report the code prints when the store refuses the credentials', () => {
    const example = /```\n(publish: release (\S+) is live[\s\S]*?)\n```/.exec(section);
    expect(example).toBeTruthy();
    const [, text, release] = example!;
    const record = {
      command: 'pages',
      published: true,
      release,
      pages: Array.from({ length: 152 }, (_, i) => ({ path: `/${i}`, dir: String(i) })),
      changes: { added: [], removed: [], changed: ['/1', '/2', '/3'] },
      bucket: {
        target: 's3://school-site/www',
        release,
        error: bucketCause({ name: 'InvalidAccessKeyId', $metadata: { httpStatusCode: 403 } }, parseTarget('s3://school-site/www')),
      },
    };
    const printed = formatReport(reportOf(record)).replace(/\n {2}changed .*/, '');
    expect(printed).toBe(text);
  });
});
