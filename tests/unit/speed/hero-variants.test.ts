// @vitest-environment node
// The first screen's main image gets right-sized WebP copies at build time (scripts/hero-variants.mjs),
// which the renderer draws as its srcset (src/components/image/image-variants.ts); anything that
// goes wrong leaves the original alone.
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REDIRECTS, WIDTHS, demoLoader, httpLoader, imageVariants } from '../../../scripts/hero-variants.mjs';

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
const quiet = () => {
  const said: string[] = [];
  return { said, log: (m: string) => said.push(m) };
};

describe('hero image variants', () => {
  it('writes WebP copies narrower than the original and gives them, with the original, as a srcset', async () => {
    const dist = tempDir();
    const bytes = await png(1500);
    const src = '/Attachments/appcms/a.png';
    const { of, make, files } = imageVariants({ dist, load: async (s: string) => (s === src ? bytes : null) });
    expect(of(src)).toBeUndefined();
    await make([src]);
    const srcset = of(src)!.split(', ');
    expect(srcset.map((c) => c.split(' ')[1])).toEqual([...WIDTHS.filter((w) => w < 1500).map((w) => `${w}w`), '1500w']);
    expect(srcset.at(-1)).toBe(`${src} 1500w`);
    // Every copy is a WebP of its width, under dist/, and listed for the rebuild's clean-up.
    for (const c of srcset.slice(0, -1)) {
      const [path, w] = c.split(' ');
      const meta = await sharp(join(dist, path)).metadata();
      expect([meta.format, `${meta.width}w`]).toEqual(['webp', w]);
      expect(files.has(path.slice(1))).toBe(true);
    }
  });

  it('asks for each picture once however many pages show it, even asked for by two at once', async () => {
    const bytes = await png(1000);
    let asked = 0;
    const { of, make } = imageVariants({ dist: tempDir(), load: async () => (asked++, bytes) });
    await Promise.all([make(['/Attachments/a.png']), make(['/Attachments/a.png'])]);
    const first = of('/Attachments/a.png');
    await make(['/Attachments/a.png']);
    expect(of('/Attachments/a.png')).toBe(first);
    expect(asked).toBe(1);
  });

  it.each([
    ['a missing file', async () => null],
    ['a host that fails', async () => Promise.reject(new Error('HTTP 503'))],
    ['bytes that are not a picture', async () => Buffer.from('<html>not found</html>')],
    ['a picture no wider than the smallest copy', () => png(WIDTHS[0])],
  ])('leaves the original as it is on %s', async (_, load) => {
    const dist = tempDir();
    const { log } = quiet();
    const { of, make, files } = imageVariants({ dist, load: load, log });
    await make(['/Attachments/appcms/a.png']);
    expect(of('/Attachments/appcms/a.png')).toBeNull();
    expect(files.size).toBe(0);
    expect(existsSync(join(dist, 'img')) ? readdirSync(join(dist, 'img')) : []).toEqual([]);
  });

  it("keeps an earlier build's copies when the picture cannot be fetched (a rebuild while the back-end is down)", async () => {
    const dist = tempDir();
    const src = '/Attachments/appcms/a.png';
    const first = imageVariants({ dist, load: () => png(1500) });
    await first.make([src]);
    expect(first.of(src)).toMatch(/^\/img\/.+ 480w/);
    const { log, said } = quiet();
    const down = imageVariants({ dist, load: () => Promise.reject(new Error('connect ECONNREFUSED')), log, known: first.sources });
    await down.make([src]);
    expect(down.of(src)).toBe(first.of(src));
    expect([...down.files]).toEqual([...first.files]);
    expect(down.sources).toEqual(first.sources);
    expect(said.join('\n')).toMatch(/the last build's copies stay/);
    // Not when the copies are gone, nor for names outside img/, nor when the picture was fetched
    // and is no picture any more (only a failure to fetch keeps them).
    const lost = imageVariants({ dist: tempDir(), load: () => Promise.reject(new Error('down')), log, known: first.sources });
    await lost.make([src]);
    expect(lost.of(src)).toBeNull();
    const forged = { [src]: { srcset: 'x', files: ['../../etc/passwd'] } };
    const refused = imageVariants({ dist, load: () => Promise.reject(new Error('down')), log, known: forged });
    await refused.make([src]);
    expect(refused.of(src)).toBeNull();
    const replaced = imageVariants({ dist, load: async () => Buffer.from('not a picture'), log, known: first.sources });
    await replaced.make([src]);
    expect(replaced.of(src)).toBeNull();
    expect(replaced.sources).toEqual({});
  });

  it('does not follow an address that is neither a site path nor http(s)', async () => {
    let asked = 0;
    const { of, make } = imageVariants({ dist: tempDir(), load: () => (asked++, png(1500)) });
    for (const src of ['data:image/png;base64,AAAA', '//evil.example/a.png', 'javascript:alert(1)']) {
      expect(of(src)).toBeNull();
      await make([src]);
    }
    expect(asked).toBe(0);
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

  describe('over HTTP: one origin, a size cap and a time limit', () => {
    // The back-end at 127.0.0.1; `localhost` is another origin (as a redirect from a compromised
    // back-end would name), on this same server, so the test sees whether it was asked.
    let server: http.Server;
    let port = 0;
    const asked: string[] = [];
    const hanging = new Set<http.ServerResponse>();
    const picture = Buffer.alloc(3000, 7);
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        asked.push(`${req.headers.host?.split(':')[0]} ${req.url}`);
        const here = `http://127.0.0.1:${port}`;
        const go = (to: string) => res.writeHead(302, { location: to }).end();
        if (req.url === '/a.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
        if (req.url === '/moved.png') return go('/a.png');
        if (req.url === '/away.png') return go(`http://localhost:${port}/a.png`);
        if (req.url === '/loop.png') return go(`${here}/loop.png`);
        if (req.url === '/declared-big.png') return void res.writeHead(200, { 'content-length': 50_000 }).end(Buffer.alloc(50_000));
        if (req.url === '/endless.png') {
          // No length declared, and more than the cap: each chunk as the client reads it.
          res.writeHead(200, { 'content-type': 'image/png' });
          const more = () => {
            while (res.write(Buffer.alloc(16_384))) if (res.writableLength > 1e9) return;
          };
          res.on('drain', more);
          res.on('close', () => res.off('drain', more));
          return more();
        }
        if (req.url === '/hang.png') return void hanging.add(res); // never answers
        if (req.url === '/slow-body.png') {
          res.writeHead(200, { 'content-type': 'image/png' });
          res.write(Buffer.alloc(100));
          return void hanging.add(res); // headers, then the body never ends
        }
        res.writeHead(404).end();
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    });
    const loader = () => httpLoader(`http://127.0.0.1:${port}/v1`, [], { timeoutMs: 600, maxBytes: 10_000 });

    it('follows a redirect on the same origin', async () => {
      expect(await loader()('/moved.png')).toEqual(picture);
    });

    it('never follows a redirect to another host, nor an endless one', async () => {
      asked.length = 0;
      await expect(loader()('/away.png')).rejects.toThrow(/another host/);
      expect(asked, 'the other host was never asked').toEqual([`127.0.0.1 /away.png`]);
      asked.length = 0;
      await expect(loader()('/loop.png')).rejects.toThrow(/redirects/);
      expect(asked).toHaveLength(MAX_REDIRECTS + 1);
    });

    it('stops reading a body past the cap, declared or not', async () => {
      await expect(loader()('/declared-big.png')).rejects.toThrow(/larger than/);
      await expect(loader()('/endless.png')).rejects.toThrow(/larger than/);
    });

    it('gives up on a host that never answers, or never finishes', async () => {
      const started = Date.now();
      await expect(loader()('/hang.png')).rejects.toThrow();
      await expect(loader()('/slow-body.png')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(4000);
    });

    it('and the page keeps its original picture, saying why', async () => {
      const { said, log } = quiet();
      const { of, make, files } = imageVariants({ dist: tempDir(), load: loader(), log });
      await make(['/away.png']);
      expect(of('/away.png'), 'no srcset: the original stays').toBeNull();
      expect(files.size).toBe(0);
      expect(said.join('\n')).toMatch(/another host/);
    });
  });
});
