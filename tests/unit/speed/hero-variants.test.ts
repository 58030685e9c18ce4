// @vitest-environment node
// The first screen's main image gets right-sized WebP copies and a srcset at build time
// (scripts/hero-variants.mjs); anything that goes wrong leaves the original alone.
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { WIDTHS, demoLoader, heroVariants, httpLoader } from '../../../scripts/hero-variants.mjs';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'hero-'));
  dirs.push(d);
  return d;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const png = (width: number, height = Math.round(width / 2)) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
const hero = (src: string, width = 1600) =>
  `<main><img class="x" src="${src}" alt="Welcome" width="${width}" height="700" loading="eager" fetchPriority="high" data-img=""/><img src="/other.png" alt=""/></main>`;
const quiet = () => {
  const said: string[] = [];
  return { said, log: (m: string) => said.push(m) };
};

describe('hero image variants', () => {
  it('writes WebP copies narrower than the original and lists them, with the original, in a srcset', async () => {
    const dist = tempDir();
    const bytes = await png(1500);
    const { rewrite, files } = heroVariants({ dist, load: async (src: string) => (src === '/Attachments/appcms/a.png' ? bytes : null) });
    const html = await rewrite(hero('/Attachments/appcms/a.png'));
    const tag = /<img class="x"[^>]*>/.exec(html)![0];
    const srcset = /srcset="([^"]*)"/.exec(tag)![1].split(', ');
    expect(srcset.map((c) => c.split(' ')[1])).toEqual([...WIDTHS.filter((w) => w < 1500).map((w) => `${w}w`), '1500w']);
    expect(srcset.at(-1)).toBe('/Attachments/appcms/a.png 1500w');
    expect(tag).toContain('sizes="(max-width: 1600px) 100vw, 1600px"');
    expect(tag).toContain('src="/Attachments/appcms/a.png"');
    // Every copy is a WebP of its width, under dist/, and listed for the rebuild's clean-up.
    for (const c of srcset.slice(0, -1)) {
      const [path, w] = c.split(' ');
      const meta = await sharp(join(dist, path)).metadata();
      expect([meta.format, `${meta.width}w`]).toEqual(['webp', w]);
      expect(files.has(path.slice(1))).toBe(true);
    }
    // Only the high-priority image is touched.
    expect(html).toContain('<img src="/other.png" alt=""/>');
  });

  it('asks for each picture once however many pages show it, and leaves a srcset it finds alone', async () => {
    const dist = tempDir();
    const bytes = await png(1000);
    let asked = 0;
    const { rewrite } = heroVariants({ dist, load: async () => (asked++, bytes) });
    const first = await rewrite(hero('/Attachments/a.png'));
    expect(await rewrite(hero('/Attachments/a.png'))).toBe(first);
    expect(asked).toBe(1);
    expect(await rewrite(first)).toBe(first);
  });

  it.each([
    ['a missing file', async () => null],
    ['a host that fails', async () => Promise.reject(new Error('HTTP 503'))],
    ['bytes that are not a picture', async () => Buffer.from('<html>not found</html>')],
    ['a picture no wider than the smallest copy', () => png(WIDTHS[0])],
  ])('leaves the original as it is on %s', async (_, load) => {
    const dist = tempDir();
    const { log } = quiet();
    const { rewrite, files } = heroVariants({ dist, load: load, log });
    const html = hero('/Attachments/appcms/a.png');
    expect(await rewrite(html)).toBe(html);
    expect(files.size).toBe(0);
    expect(existsSync(join(dist, 'img')) ? readdirSync(join(dist, 'img')) : []).toEqual([]);
  });

  it("keeps an earlier build's copies when the picture cannot be fetched (a rebuild while the back-end is down)", async () => {
    const dist = tempDir();
    const first = heroVariants({ dist, load: () => png(1500) });
    const made = await first.rewrite(hero('/Attachments/appcms/a.png'));
    expect(made).toContain('srcset=');
    const { log } = quiet();
    const down = heroVariants({ dist, load: () => Promise.reject(new Error('connect ECONNREFUSED')), log, known: first.sources });
    expect(await down.rewrite(hero('/Attachments/appcms/a.png'))).toBe(made);
    expect([...down.files]).toEqual([...first.files]);
    expect(down.sources).toEqual(first.sources);
    // Not when the copies are gone, nor for names outside img/.
    const lost = heroVariants({ dist: tempDir(), load: () => Promise.reject(new Error('down')), log, known: first.sources });
    expect(await lost.rewrite(hero('/Attachments/appcms/a.png'))).toBe(hero('/Attachments/appcms/a.png'));
    const forged = { '/Attachments/appcms/a.png': { srcset: 'x', files: ['../../etc/passwd'] } };
    const refused = heroVariants({ dist, load: () => Promise.reject(new Error('down')), log, known: forged });
    expect(await refused.rewrite(hero('/Attachments/appcms/a.png'))).toBe(hero('/Attachments/appcms/a.png'));
  });

  it('does not follow an address that is neither a site path nor http(s)', async () => {
    const { rewrite } = heroVariants({ dist: tempDir(), load: () => png(1500) });
    for (const src of ['data:image/png;base64,AAAA', '//evil.example/a.png', 'javascript:alert(1)'])
      expect(await rewrite(hero(src))).toBe(hero(src));
  });

  it("reads the demo's pictures from its attachments folder, and nothing outside it", async () => {
    const folder = tempDir();
    mkdirSync(join(folder, 'appcms'));
    writeFileSync(join(folder, 'appcms', 'a b.png'), 'bytes');
    const load = demoLoader(folder);
    expect(String(await load('/Attachments/appcms/a%20b.png'))).toBe('bytes');
    expect(await load('/Attachments/appcms/none.png')).toBeNull();
    expect(await load('/Attachments/../secret.png')).toBeNull();
    expect(await load('/elsewhere/a.png')).toBeNull();
  });

  it('fetches only from the back-end and the file host, never from an address the data names elsewhere', async () => {
    const load = httpLoader('http://127.0.0.1:9/v1', ['http://127.0.0.2:9']);
    // (Port 9 refuses: reaching the fetch at all is a rejection, staying out of it is null.)
    await expect(load('/Attachments/a.png')).rejects.toThrow();
    await expect(load('http://127.0.0.2:9/a.png')).rejects.toThrow();
    expect(await load('http://169.254.169.254/latest/meta-data')).toBeNull();
    expect(await load('https://evil.example/a.png')).toBeNull();
  });
});
