// @vitest-environment jsdom
// A submission that was sent and got no answer is never sent again by itself. The real ERP
// ignores Idempotency-Key and saves every POST (ERP-FORMS.md), so these tests run against a fake
// ERP that does the same (the demo back-end honours the key, and would hide a duplicate): one that
// answers after 13 s, past the page's 12 s wait for a JSON form, and a proxy that answers 504
// after 15 s while the ERP saves the request. With the page's timers run forward for hours, the
// request is sent once; the family is told it may have arrived, with the school's phone number,
// and "Send again" sends one request per tap. A submission that never left the phone (offline)
// is still sent by itself once the connection returns.
import { act, fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryState } from '@src/forms/delivery-state';
import { erpPlan, type ErpPlan } from '@src/forms/erp/plan';
import { deliver } from '@src/forms/submit/deliver';
import { MAX_AUTO_ATTEMPTS, onlineDelayMs, readPending, retryDelayMs } from '@src/forms/submit/pending';
import type { SubmitConfig } from '@src/forms/submit/types';
import { useDelivery } from '@src/forms/submit/use-delivery';
import type { ErpSend } from '@src/forms/submit/erp-request';
import { renderWithSite } from '@test/render';
import { FORMS_DIR } from '@test/form-definitions';

const json = (f: string): unknown => JSON.parse(readFileSync(join(FORMS_DIR, f), 'utf8'));
const plan = (form: string, kind: string): ErpPlan => erpPlan(kind, json(`${form}.erp.json`), json(`${form}.schema.json`))!;

const HOUR = 3_600_000;
const tc = { mobileNumber: '9841234567', admissionNumber: 'A-2071-78', dateOfBirth: '2070-05-12' };
const enquiry = {
  personal: {
    firstName: 'Asha',
    lastName: 'Thapa',
    gender: 'female',
    contactNo: '9841234567',
    course: '22',
    photo: 'data:image/jpeg;name=asha.jpg;base64,/9j/4AAQSkZJRg==',
  },
  contact: { permanentAddress: 'Lalitpur' },
  attachments: { documents: [{ type: '7', file: 'data:application/pdf;name=birth.pdf;base64,JVBERi0xLjQ=', name: 'birth.pdf', size: 10 }] },
};
const enquiryLists = { classes: [{ id: 22, name: 'LKG' }], castes: [], documentTypes: [{ id: 7, name: 'Birth Certificate' }] };

interface Saved {
  path: string;
  key: string | null;
}

/**
 * An ERP behind the site's proxy that saves every POST it gets, whatever its Idempotency-Key,
 * and answers `afterMs` later: with its success envelope, or (`status` 504) the proxy's own
 * answer for an ERP that took too long. A page that stops waiting aborts only its own side.
 */
function fakeErp(afterMs: number, status = 200) {
  const saved: Saved[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    // Offline, the browser fails the request before anything leaves.
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    const path = new URL(String(url), 'http://site.test/').pathname;
    saved.push({ path, key: new Headers(init.headers).get('idempotency-key') });
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        const body =
          status === 200 ? JSON.stringify({ IsSuccess: true, ResponseMSG: 'Saved (ENQ-2083-0001)' }) : '<html>504 Gateway Time-out</html>';
        resolve(new Response(body, { status, headers: { 'content-type': status === 200 ? 'application/json' : 'text/html' } }));
      }, afterMs);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(saved, { fetchMock });
}

function Harness({ submit, erp, data }: { submit: SubmitConfig; erp: ErpSend; data: unknown }) {
  const delivery = useDelivery(submit, deliver, { formId: 'f', keepDays: 7, erp });
  const send = () => void delivery.send(data);
  return (
    <div data-status={delivery.status}>
      <button type="button" onClick={send}>
        Submit
      </button>
      <DeliveryState delivery={delivery} failedText="Could not be sent" onRetry={send} />
    </div>
  );
}

const status = () => document.querySelector('[data-status]')!.getAttribute('data-status');
const run = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const click = (name: RegExp) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

let online = true;
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sent, and no answer came: never sent again by itself', () => {
  const tcErp = { plan: plan('transfer-certificate', 'erp-tc'), lists: {} };

  it('a TC request to an ERP that answers after 13 s reaches it once in two hours; the family is told it may have arrived, with the phone number', async () => {
    const saved = fakeErp(13_000);
    renderWithSite(<Harness submit={{ kind: 'erp-tc' }} erp={tcErp} data={tc} />);
    await click(/^Submit$/);
    await run(2 * HOUR);
    expect(saved.map((s) => s.path)).toEqual(['/v1/Student/TCCC_Request']);
    expect(status()).toBe('unknown');
    const note = screen.getByRole('alert');
    expect(note).toHaveProperty('dataset.delivery', 'unknown');
    expect(note.textContent).toMatch(/may already have arrived/);
    expect(note.textContent).not.toMatch(/sent by itself as soon as/);
    // The school's number as the site shows it (GetContactUs), to dial.
    const phone = note.querySelector('a[href^="tel:"]')!;
    expect(phone.textContent).toBe('01-5543210, 9841234567');
    expect(phone.getAttribute('href')).toMatch(/^tel:/);
    // Only its key and time, and that it may have arrived, stay on the device.
    expect(readPending('f', 7)).toEqual({ id: saved[0].key, savedAt: expect.any(String), unknown: true });
  });

  it("an admission inquiry the proxy answers 504 for (the ERP saved it) is sent once in an hour; each tap of 'Send again' sends it once more", async () => {
    const saved = fakeErp(15_000, 504);
    renderWithSite(
      <Harness
        submit={{ kind: 'erp-enquiry' }}
        erp={{ plan: plan('admission-inquiry', 'erp-enquiry'), lists: enquiryLists }}
        data={enquiry}
      />,
    );
    await click(/^Submit$/);
    await run(HOUR + 1);
    expect(saved.map((s) => s.path)).toEqual(['/Home/SaveReg']);
    expect(status()).toBe('unknown');

    // The family's choice: two quick taps are one request, under the submission's key.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
      fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    });
    await run(HOUR);
    expect(saved.map((s) => s.path)).toEqual(['/Home/SaveReg', '/Home/SaveReg']);
    expect(new Set(saved.map((s) => s.key)).size).toBe(1);
    expect(status()).toBe('unknown');
  });

  it('a connection lost after sending (the browser still online) is not sent again by itself either', async () => {
    const saved: Saved[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        saved.push({ path: String(url), key: null });
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithSite(<Harness submit={{ kind: 'erp-tc' }} erp={tcErp} data={tc} />);
    await click(/^Submit$/);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await run(HOUR);
    expect(saved).toHaveLength(1);
    expect(status()).toBe('unknown');
  });
});

describe('never left the phone: sent by itself once the connection returns', () => {
  const tcErp = { plan: plan('transfer-certificate', 'erp-tc'), lists: {} };

  it('offline, nothing is sent, for an hour; the connection returns and it goes once, a few seconds later', async () => {
    const saved = fakeErp(500);
    online = false;
    renderWithSite(<Harness submit={{ kind: 'erp-tc' }} erp={tcErp} data={tc} />);
    await click(/^Submit$/);
    expect(status()).toBe('waiting');
    expect(screen.getByRole('status').textContent).toMatch(/sent by itself as soon as the connection returns/);
    await run(HOUR);
    expect(saved.fetchMock, 'nothing tried while the browser says it is offline').not.toHaveBeenCalled();
    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await run(5_000 + 500);
    expect(saved.map((s) => s.path)).toEqual(['/v1/Student/TCCC_Request']);
    expect(status()).toBe('sent');
    await run(HOUR);
    expect(saved).toHaveLength(1);
    expect(readPending('f', 7)).toBeNull();
  });

  it(`refused before it left (the proxy's rate limit): tried again by itself at most ${MAX_AUTO_ATTEMPTS} times, at jittered delays`, async () => {
    const times: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        times.push(Date.now());
        return new Response('<html>429 Too Many Requests</html>', { status: 429, headers: { 'content-type': 'text/html' } });
      }),
    );
    renderWithSite(<Harness submit={{ kind: 'erp-tc' }} erp={tcErp} data={tc} />);
    await click(/^Submit$/);
    await run(3 * HOUR);
    expect(times).toHaveLength(1 + MAX_AUTO_ATTEMPTS);
    expect(status()).toBe('waiting');
    expect(screen.getByRole('status').textContent).toMatch(/after several tries/);
    // "Send now" still sends it, once per tap.
    await click(/^Send now$/);
    expect(times).toHaveLength(2 + MAX_AUTO_ATTEMPTS);
  });
});

describe('the delays', () => {
  it('back off to five minutes, each moved at random by up to a quarter; the return of the connection waits 1 to 5 s', () => {
    expect([0, 1, 2, 3, 4, 9].map((n) => retryDelayMs(n, () => 0.5))).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 300_000]);
    expect(retryDelayMs(0, () => 0)).toBe(11_250);
    expect(retryDelayMs(0, () => 0.999_999)).toBe(18_750);
    expect([onlineDelayMs(() => 0), onlineDelayMs(() => 0.999_999)]).toEqual([1_000, 5_000]);
  });
});
