// @vitest-environment node
// The demo back-end's failure and speed modes as the README documents them (DEMO_FAIL as a share,
// DEMO_DELAY_MS from the environment) and where it listens by default (127.0.0.1 only, so a demo
// on a laptop is not open to the café's network).
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OPERATIONS, startDemoServer } from '@demo/server.mjs';

const FIXTURES = path.resolve(import.meta.dirname, '../../demo/fixtures');
const fixture = (op: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, `${op}.json`), 'utf8'));

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-modes-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  delete process.env.DEMO_FAIL;
  delete process.env.DEMO_DELAY_MS;
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function general(base: string, op: string) {
  const res = await fetch(`${base}/v1/General/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ branchCode: '01' }),
  });
  return { status: res.status, json: await res.json() };
}

describe('DEMO_FAIL as a share', () => {
  it('fails about that share of calls, each failure in the real shape and each success the fixture', async () => {
    process.env.DEMO_FAIL = '0.5';
    const srv = await startDemoServer({ port: 0, dataDir: tmp() });
    try {
      expect(srv.options.fail).toBe('0.5');
      // Two operations whose failures differ: HTTP 500 with Message, and HTTP 200 with [].
      const ops = ['GetAllThemeConfig', 'GetNewsList'] as const;
      const outcomes = { ok: 0, failed: 0 };
      for (let i = 0; i < 40; i++) {
        const op = ops[i % 2];
        const r = await general(srv.url, op);
        const fail = OPERATIONS[op].fail;
        if (r.status === fail.status && JSON.stringify(r.json) === JSON.stringify(fail.body)) outcomes.failed++;
        else {
          expect([r.status, r.json], op).toEqual([200, fixture(op)]);
          outcomes.ok++;
        }
      }
      // 40 calls at 0.5: both kinds of answer (all one kind has a chance of 2 in 2^40).
      expect(outcomes.ok).toBeGreaterThan(0);
      expect(outcomes.failed).toBeGreaterThan(0);
      expect(OPERATIONS.GetAllThemeConfig.fail).toEqual({ status: 500, body: { Message: 'An error has occurred.' } });
      expect(OPERATIONS.GetNewsList.fail).toEqual({ status: 200, body: [] });
    } finally {
      await srv.close();
    }
  });

  it('0 fails nothing and 1 fails everything', async () => {
    const srv = await startDemoServer({ port: 0, dataDir: tmp(), fail: 0 });
    try {
      for (let i = 0; i < 10; i++) expect((await general(srv.url, 'GetNewsList')).json).toEqual(fixture('GetNewsList'));
      srv.update({ fail: 1 });
      for (let i = 0; i < 10; i++)
        expect(await general(srv.url, 'GetAllThemeConfig')).toEqual({ status: 500, json: { Message: 'An error has occurred.' } });
    } finally {
      await srv.close();
    }
  });
});

describe('failure shapes (DEMO_FAIL_SHAPE, or per operation in DEMO_FAIL)', () => {
  /** What a call gets: its status and text, or the network error that ended it. */
  async function attempt(base: string, op: string, timeoutMs = 1500) {
    try {
      const res = await fetch(`${base}/v1/General/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, text: await res.text() };
    } catch (e) {
      return { error: (e as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
    }
  }

  it('fails each call in the shape asked for, for every operation or per operation', async () => {
    process.env.DEMO_FAIL_SHAPE = 'not-success';
    const srv = await startDemoServer({ port: 0, dataDir: tmp(), fail: 'all' });
    try {
      expect(srv.options.failShape).toBe('not-success');
      expect(JSON.parse((await attempt(srv.url, 'GetNoticeList')).text!)).toMatchObject({ IsSuccess: false });
      srv.update({
        fail: 'GetNoticeList=hang,GetNewsList=reset,GetSliderList=http-500,GetBannerList=empty,GetVideosList=invalid-json,GetProgramList=garbage,GetAboutCompany',
      });
      expect(await attempt(srv.url, 'GetNoticeList', 800)).toEqual({ error: 'timeout' });
      expect(await attempt(srv.url, 'GetNewsList')).toEqual({ error: 'network' });
      expect(await attempt(srv.url, 'GetSliderList')).toEqual({ status: 500, text: JSON.stringify({ Message: 'An error has occurred.' }) });
      expect(await attempt(srv.url, 'GetBannerList')).toEqual({ status: 200, text: '[]' });
      const cut = await attempt(srv.url, 'GetVideosList');
      expect(cut.status).toBe(200);
      expect(() => JSON.parse(cut.text!)).toThrow();
      expect(JSON.parse((await attempt(srv.url, 'GetProgramList')).text!)).toEqual({
        Unexpected: 'shape',
        Rows: [{ Unexpected: 'shape' }],
      });
      // Named without a shape: the default shape (here DEMO_FAIL_SHAPE's).
      expect(JSON.parse((await attempt(srv.url, 'GetAboutCompany')).text!)).toMatchObject({ IsSuccess: false });
      // Not named: answered.
      expect(JSON.parse((await attempt(srv.url, 'GetGalleryList')).text!)).toEqual(fixture('GetGalleryList'));
      srv.update({ fail: 'all', failShape: 'contract' });
      const theme = await attempt(srv.url, 'GetAllThemeConfig');
      expect([theme.status, JSON.parse(theme.text!)]).toEqual([
        OPERATIONS.GetAllThemeConfig.fail.status,
        OPERATIONS.GetAllThemeConfig.fail.body,
      ]);
    } finally {
      delete process.env.DEMO_FAIL_SHAPE;
      await srv.close();
    }
  });
});

describe('DEMO_DELAY_MS', () => {
  it('is read from the environment and delays every API answer', async () => {
    process.env.DEMO_DELAY_MS = '200';
    const srv = await startDemoServer({ port: 0, dataDir: tmp() });
    try {
      expect(srv.options.delayMs).toBe(200);
      const t0 = performance.now();
      const r = await general(srv.url, 'GetSliderList');
      expect(performance.now() - t0).toBeGreaterThanOrEqual(190);
      expect(r.json).toEqual(fixture('GetSliderList'));
    } finally {
      await srv.close();
    }
  });

  it('an option given by the caller wins over the environment', async () => {
    process.env.DEMO_DELAY_MS = '5000';
    const srv = await startDemoServer({ port: 0, dataDir: tmp(), delayMs: 0 });
    try {
      const t0 = performance.now();
      await general(srv.url, 'GetSliderList');
      expect(performance.now() - t0).toBeLessThan(2000);
    } finally {
      await srv.close();
    }
  });
});

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 2000 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

describe('where it listens', () => {
  it("binds 127.0.0.1 by default: reachable there, not on the machine's other addresses", async () => {
    const srv = await startDemoServer({ port: 0, dataDir: tmp() });
    try {
      expect(srv.options.host).toBe('127.0.0.1');
      expect(srv.url).toBe(`http://127.0.0.1:${srv.port}`);
      expect(await connects('127.0.0.1', srv.port)).toBe(true);
      const external = Object.values(os.networkInterfaces())
        .flat()
        .filter((a) => a && a.family === 'IPv4' && !a.internal)
        .map((a) => a!.address);
      for (const addr of external) expect(await connects(addr, srv.port), addr).toBe(false);
    } finally {
      await srv.close();
    }
  });
});
