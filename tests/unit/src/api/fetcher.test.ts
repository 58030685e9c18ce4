// @vitest-environment node
// The one fetcher (src/api/fetcher.ts) against a stubbed fetch: the exact URL and request SPEC §7
// and the contract name, the error body handed back to the caller instead of thrown, and the
// timeout that ends a call the back-end never answers.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiSettingsOf } from '@src/api/endpoint';
import { siteConfig } from '@src/site-config/config-file';
import { callOperation as callOn, postJson, type PostOptions } from '@src/api/fetcher';
import { ops } from '@src/api/operations';

const constants = siteConfig.site.constants;

const BASE = 'https://erp.school.edu.np';
// The site's request rules, its back-end at BASE (a trailing slash on the configured base must
// not double the separator).
let api = { ...apiSettingsOf(siteConfig), apiBase: `${BASE}/` };
const callOperation = (operation: string, extra?: Record<string, unknown>, opts?: PostOptions) =>
  callOn(operation, extra, { api, ...opts });
type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let fetchMock: Mock<Fetch>;

function answer(status: number, text: string) {
  fetchMock.mockResolvedValueOnce(new Response(text, { status, headers: { 'content-type': 'application/json' } }));
}
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, body: JSON.parse(init.body as string) };
};

beforeEach(() => {
  fetchMock = vi.fn<Fetch>();
  vi.stubGlobal('fetch', fetchMock);
  api = { ...apiSettingsOf(siteConfig), apiBase: `${BASE}/` };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('callOperation', () => {
  it('POSTs JSON to {base}/v1/General/{operation} with branchCode "01" and the operation\'s fields', async () => {
    answer(200, '[{"NewsSectionId":1}]');
    const r = await callOperation('GetNoticeList', { paging: true });
    const { url, init, body } = lastCall();
    expect(url).toBe(`${BASE}/v1/General/GetNoticeList`);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(body).toEqual({ branchCode: '01', paging: true });
    expect(r).toEqual({ ok: true, status: 200, body: [{ NewsSectionId: 1 }], problem: undefined });
  });

  it('calls the birthday list on the Admin controller: v1/Admin/GetBirthDayList', async () => {
    expect(ops.birthdays.name).toBe('Admin/GetBirthDayList');
    answer(200, '{"EmployeeColl":[],"StudentColl":[]}');
    await callOperation(ops.birthdays.name);
    expect(lastCall().url).toBe(`${BASE}/v1/Admin/GetBirthDayList`);
    expect(lastCall().body).toEqual({ branchCode: '01' });
  });

  it('an empty apiBase (same-origin proxy) gives a root-relative URL', async () => {
    api = { ...api, apiBase: '' };
    answer(200, '[]');
    await callOperation('GetSliderList');
    expect(lastCall().url).toBe('/v1/General/GetSliderList');
  });
});

describe('postJson never throws', () => {
  it('returns the error body of an HTTP error to the caller', async () => {
    answer(500, '{"Message":"An error has occurred."}');
    const r = await callOperation('GetAllThemeConfig');
    expect(r).toEqual({ ok: false, status: 500, body: { Message: 'An error has occurred.' }, problem: 'http 500' });
    answer(400, '{"Message":"Invalid Data Cannot open database"}');
    expect((await callOperation('Admin/GetBirthDayList')).body).toEqual({ Message: 'Invalid Data Cannot open database' });
  });

  it('returns IsSuccess false (HTTP 200) as an ok answer: the guards read it', async () => {
    answer(200, '{"IsSuccess":false,"ResponseMSG":"db down"}');
    expect(await callOperation('GetContactUs')).toMatchObject({
      ok: true,
      status: 200,
      body: { IsSuccess: false, ResponseMSG: 'db down' },
    });
  });

  it('reports a body that is not JSON, and a network failure', async () => {
    answer(200, '<html>proxy error</html>');
    expect(await callOperation('GetNewsList')).toEqual({ ok: false, status: 200, body: null, problem: 'invalid json' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await callOperation('GetNewsList')).toEqual({ ok: false, status: 0, body: null, problem: 'network' });
  });

  it('ends a call that never answers after the timeout', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    // A back-end that never answers: the promise settles only when the request is aborted.
    fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const pending = postJson('v1/General/GetSliderList', { branchCode: '01' }, { api, timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await pending).toEqual({ ok: false, status: 0, body: null, problem: 'timeout' });
  });

  it("uses the configured timeout by default, and a caller's abort is not a timeout", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const hanging = callOperation('GetSliderList');
    let settled = false;
    void hanging.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(constants.requestTimeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hanging).toMatchObject({ problem: 'timeout' });

    const ctrl = new AbortController();
    const cancelled = callOperation('GetSliderList', {}, { signal: ctrl.signal });
    ctrl.abort();
    expect(await cancelled).toMatchObject({ ok: false, problem: 'network' });
  });
});
