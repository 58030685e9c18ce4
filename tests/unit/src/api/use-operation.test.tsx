// A part's load state through a failure and SWR's retry of it (useOperation, and useView, which
// reads a view of an operation the same way): loading while the first request runs, failed once it
// fails, still failed (not loading again) while the retry runs, and the data once a retry brings
// it. A page that flipped back to its skeleton during a retry told the visitor nothing for the
// seconds it took, and left a check of the failed page racing SWR's retry timer.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import { useOperation } from '@src/api/use-operation';
import { useView } from '@src/api/use-view';
import { ops } from '@src/api/operations';
import { noticeViews } from '@src/api/list-views';
import { rawFixture } from '@test/fixtures';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let fetchMock: Mock<Fetch>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The next request's answer, given when the test says (the retry "in flight" until then). */
function heldAnswer() {
  let give!: (r: Response) => void;
  fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (give = resolve)));
  return (r: Response) => act(async () => give(r));
}

function State({ hook }: { hook: () => { isLoading: boolean; failed: boolean; count: number } }) {
  const { isLoading, failed, count } = hook();
  return <p data-testid="state">{isLoading ? 'loading' : failed ? 'failed' : `items ${count}`}</p>;
}

const HOOKS: Record<string, () => { isLoading: boolean; failed: boolean; count: number }> = {
  useOperation: () => {
    const r = useOperation(ops.notices);
    return { ...r, count: r.data.length };
  },
  useView: () => {
    const r = useView(noticeViews.page, { page: 1, size: 100 }, 0);
    return { ...r, count: r.data.items.length };
  },
};

// Retries after 10-30 ms (SWR's backoff of errorRetryInterval), no cache shared between tests.
const site = (ui: ReactElement) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 10, errorRetryCount: 2 }}>{ui}</SWRConfig>
);
const state = () => screen.getByTestId('state').textContent;
const notices = rawFixture('GetNoticeList') as unknown[];

beforeEach(() => {
  fetchMock = vi.fn<Fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe.each(Object.keys(HOOKS))('%s through a failure and its retry', (name) => {
  it('is loading, then failed, still failed while the retry runs, then the data the retry brings', async () => {
    const first = heldAnswer();
    render(site(<State hook={HOOKS[name]} />));
    expect(state()).toBe('loading');

    const retry = heldAnswer();
    await first(json(500, { Message: 'An error has occurred.' }));
    expect(state()).toBe('failed');

    // The retry is asked for, and runs with no answer yet: the part still says it failed.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(state()).toBe('failed');

    await retry(json(200, notices));
    await vi.waitFor(() => expect(state()).toBe(`items ${notices.length}`));
    expect(notices.length).toBeGreaterThan(0);
  });
});
