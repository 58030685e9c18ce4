// @vitest-environment jsdom
// Submit adapters: feedback (success, HTTP 200 with IsSuccess false, HTTP error, network
// failure), http (json and multipart), none; and the in-flight guard against double submits.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@src/site-config/config-file';
import { deliver, submitConfigFor } from '@src/forms/submit/deliver';
import { sendFeedback, type FeedbackDelivery } from '@src/forms/submit/feedback';
import type { FeedbackFormData } from '@src/generated/forms/feedback';
import { carriesFiles, endpointUrl, sendHttp } from '@src/forms/submit/http';
import { useDelivery } from '@src/forms/submit/use-delivery';
import { SiteConfigProvider } from '@src/site-config/config-context';
import { createElement, type ReactNode } from 'react';

const ConfigWrapper = ({ children }: { children: ReactNode }) => createElement(SiteConfigProvider, { config: siteConfig, children });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

// Typed by the form's generated type: a field renamed in feedback.schema.json fails the typecheck here.
const feedback = { Name: ' Ram ', ContactNo: '9800000000', Email: 'ram@example.com', Feedback: 'Nice school' } satisfies FeedbackFormData;

describe('feedback adapter', () => {
  it('POSTs v1/General/FeedbackSuggestion with the fields and the PassKey; IsSuccess true is success', async () => {
    const fetchMock = answer(200, { IsSuccess: true, ResponseMSG: 'Success' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendFeedback(feedback, siteConfig.site.feedbackPassKey)).resolves.toEqual({ ok: true, kind: 'feedback' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v1\/General\/FeedbackSuggestion$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      branchCode: '01',
      PassKey: siteConfig.site.feedbackPassKey,
      Name: 'Ram',
      ContactNo: '9800000000',
      Email: 'ram@example.com',
      Feedback: 'Nice school',
    });
  });

  it("ContactNo carries the number's E.164 form when the form gives one; what was typed travels as ContactNoTyped", async () => {
    const fetchMock = answer(200, { IsSuccess: true, ResponseMSG: 'Success' });
    vi.stubGlobal('fetch', fetchMock);
    await sendFeedback(
      { ...feedback, ContactNo: ' 01-4372815 ', ContactNoE164: '+97714372815' } satisfies FeedbackDelivery,
      siteConfig.site.feedbackPassKey,
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ ContactNo: '+97714372815', ContactNoTyped: '01-4372815' });
  });

  it('HTTP 200 with IsSuccess false is a failure', async () => {
    vi.stubGlobal('fetch', answer(200, { IsSuccess: false, ResponseMSG: 'Invalid PassKey' }));
    await expect(sendFeedback(feedback, siteConfig.site.feedbackPassKey)).resolves.toEqual({
      ok: false,
      kind: 'feedback',
      problem: 'Invalid PassKey',
    });
  });

  it('an HTTP error is a failure', async () => {
    vi.stubGlobal('fetch', answer(500, { Message: 'An error has occurred.' }));
    await expect(sendFeedback(feedback, siteConfig.site.feedbackPassKey)).resolves.toMatchObject({ ok: false, problem: 'http 500' });
  });

  it('a network failure is a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendFeedback(feedback, siteConfig.site.feedbackPassKey)).resolves.toMatchObject({ ok: false, problem: 'network' });
  });
});

describe('http adapter', () => {
  it('sends JSON to a path on the back-end origin and reads the reference', async () => {
    const fetchMock = answer(200, { IsSuccess: true, Id: 7 });
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendHttp('/api/forms/contact', 'json', { name: 'Sita' })).resolves.toEqual({ ok: true, kind: 'http', reference: '7' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/contact');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Sita' });
    expect(endpointUrl('https://forms.example.edu.np/x')).toBe('https://forms.example.edu.np/x');
  });

  it('sends multipart with files as file parts', async () => {
    const fetchMock = answer(200, { IsSuccess: true, Id: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await sendHttp('/api/forms/job-apply', 'multipart', { firstName: 'Hari', cv: 'data:application/pdf;name=cv.pdf;base64,JVBERi0=' });
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('firstName')).toBe('Hari');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
  });

  it('HTTP errors, IsSuccess false and network failures are failures', async () => {
    vi.stubGlobal('fetch', answer(413, { IsSuccess: false, ResponseMSG: 'too large' }));
    await expect(sendHttp('/api/forms/x', 'json', {})).resolves.toMatchObject({ ok: false, problem: 'http 413' });
    vi.stubGlobal('fetch', answer(200, { IsSuccess: false, ResponseMSG: 'Invalid Data' }));
    await expect(sendHttp('/api/forms/x', 'json', {})).resolves.toMatchObject({ ok: false, problem: 'Invalid Data' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(sendHttp('/api/forms/x', 'json', {})).resolves.toMatchObject({ ok: false, problem: 'network' });
  });
});

describe('deliver', () => {
  it("'none' sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(deliver({ kind: 'none' }, { a: 1 }, siteConfig.site)).resolves.toEqual({ ok: true, kind: 'none' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('reads the kind from site.config.json', () => {
    expect(submitConfigFor(siteConfig, 'feedback')).toEqual({ kind: 'feedback' });
    expect(submitConfigFor(siteConfig, 'contact')).toEqual({ kind: 'none' });
    expect(submitConfigFor(siteConfig, 'no-such-form')).toEqual({ kind: 'none' });
  });
});

describe('useDelivery', () => {
  it('sends once on a double submit, reports the status, and allows a retry after a failure', async () => {
    let release: (v: { ok: boolean; kind: 'http'; problem: string }) => void = () => undefined;
    const send = vi.fn(() => new Promise<{ ok: boolean; kind: 'http'; problem: string }>((r) => (release = r)));
    const { result } = renderHook(() => useDelivery({ kind: 'http', url: '/api/forms/x', encoding: 'json' }, send as never), {
      wrapper: ConfigWrapper,
    });
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.send({ a: 1 });
      second = result.current.send({ a: 1 });
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('sending');
    await expect(second).resolves.toBeNull();
    await act(async () => {
      release({ ok: false, kind: 'http', problem: 'http 500' });
      await first;
    });
    expect(result.current.status).toBe('failed');
    act(() => {
      void result.current.send({ a: 1 });
    });
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('useDelivery: a submission that did not get through waits', () => {
  type R = { ok: boolean; kind: 'http'; problem?: string; refusal?: string; unsent?: true };
  const submit = { kind: 'http', url: '/api/forms/x', encoding: 'json' } as const;
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('one that never left (a list unread, the rate limit) is sent again by itself after a while, under the same key; the device keeps only its key and time meanwhile', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: 15 s, then 30 s
    const answers: R[] = [
      { ok: false, kind: 'http', problem: 'network', unsent: true },
      { ok: false, kind: 'http', problem: 'http 429' },
      { ok: true, kind: 'http' },
    ];
    const send = vi.fn(async () => answers.shift()!);
    const onSent = vi.fn();
    const { result } = renderHook(() => useDelivery(submit, send as never, { formId: 'x', keepDays: 7, onSent }), {
      wrapper: ConfigWrapper,
    });
    await act(async () => void (await result.current.send({ a: 1 })));
    expect(result.current.status).toBe('waiting');
    expect(Object.keys(JSON.parse(localStorage.getItem('form-pending:x')!)).sort()).toEqual(['id', 'savedAt']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(15_000)));
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('waiting');
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    expect(send).toHaveBeenCalledTimes(3);
    expect(result.current.status).toBe('sent');
    const ids = send.mock.calls.map((c) => (c as unknown[])[3]);
    expect(new Set(ids).size).toBe(1);
    expect(onSent).toHaveBeenCalledWith({ a: 1 }, { ok: true, kind: 'http' });
    expect(localStorage.getItem('form-pending:x')).toBeNull();
  });

  it('a form closed while it waits sends nothing more; a refusal leaves no note of a waiting submission', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async (): Promise<R> => ({ ok: false, kind: 'http', problem: 'http 429' }));
    const { result, unmount } = renderHook(() => useDelivery(submit, send as never, { formId: 'x', keepDays: 7 }), {
      wrapper: ConfigWrapper,
    });
    await act(async () => void (await result.current.send({ a: 1 })));
    unmount();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(1);

    send.mockImplementation(async () => ({ ok: false, kind: 'http', problem: 'refused', refusal: 'Invalid Data' }));
    const again = renderHook(() => useDelivery(submit, send as never, { formId: 'x', keepDays: 7 }), { wrapper: ConfigWrapper });
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(again.result.current.waitingSince).not.toBeNull(); // noted in the earlier visit
    await act(async () => void (await again.result.current.send({ a: 1 })));
    expect(again.result.current.status).toBe('failed');
    expect(again.result.current.waitingSince).toBeNull();
    expect(localStorage.getItem('form-pending:x')).toBeNull();
  });
});

describe('the long timeout is for any payload with files', () => {
  it('finds a file anywhere in the data, JSON-encoded forms included', () => {
    expect(carriesFiles({ personal: { photo: 'data:image/jpeg;name=a.jpg;base64,/9j/' } })).toBe(true);
    expect(carriesFiles({ attachments: { documents: [{ file: 'data:application/pdf;base64,JVBERi0=' }] } })).toBe(true);
    expect(carriesFiles({ name: 'Sita', note: 'data is kept', list: ['a', 1, null] })).toBe(false);
  });
});
