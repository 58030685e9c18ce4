// DevTools' "Slow 4G" phone for the first-tap table (issue 33): the conditions Lighthouse sends
// Chromium when it throttles for real rather than simulating (its mobileSlow4G profile with
// throttlingMethod "devtools": 150 ms RTT × 3.75 = 562.5 ms latency per request, 1.6 Mbps × 0.9 =
// 1.47 Mbps down, 750 kbps × 0.9 = 675 kbps up, in kilobits of 1024 bits; lighthouse/core/lib/
// emulation.js turns them into bytes per second the same way), and 4× CPU.
// Unlike THROTTLE in chromium-timing.mjs (Lighthouse's simulated profile: 150 ms, 1.6 Mbps), this
// is the profile issue 33 measured its first taps with.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export const SLOW_4G = { cpu: 4, latency: 562.5, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
export const SLOW_4G_NETWORK = {
  offline: false,
  latency: SLOW_4G.latency,
  downloadThroughput: Math.floor((SLOW_4G.downloadKbps * 1024) / 8),
  uploadThroughput: Math.floor((SLOW_4G.uploadKbps * 1024) / 8),
};
export const SLOW_4G_TEXT = `${SLOW_4G.latency} ms latency, ${(SLOW_4G.downloadKbps / 1000).toFixed(2)} Mbps down, ${SLOW_4G.uploadKbps} kbps up, ${SLOW_4G.cpu}× CPU`;

/**
 * Throttles a page (network and CPU) and every service worker its browser context starts, from
 * the moment it starts: a worker's own fetches leave from its own target, which the page's
 * conditions do not cover (chromium-timing.mjs found a network-first answer 3× too fast), and
 * once the site's worker claims the page at load, the island code a tap asks for is fetched
 * through it. Playwright gives no CDP session for a worker, so the browser's session attaches to
 * each one the old, unflattened way. Returns the page's session and a stop().
 */
export async function throttleSlow4g(
  browser: Browser,
  context: BrowserContext,
  page: Page,
): Promise<{ cdp: CDPSession; workers: { url: string; throttled: boolean }[]; stop: () => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpu });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G_NETWORK);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const session = await browser.newBrowserCDPSession();
  const workers: { url: string; throttled: boolean }[] = [];
  const callsTo = workerCalls(session);
  const seen = new Set<string>();
  const follow = async ({ targetInfo: t }: { targetInfo: { type: string; browserContextId?: string; targetId: string; url: string } }) => {
    if (t.type !== 'service_worker' || t.browserContextId !== targetInfo.browserContextId || seen.has(t.targetId)) return;
    seen.add(t.targetId);
    const worker = { url: t.url, throttled: false };
    workers.push(worker);
    try {
      const { sessionId } = await session.send('Target.attachToTarget', { targetId: t.targetId, flatten: false });
      const call = callsTo(sessionId);
      await call('Network.enable', {});
      const net = await call('Network.emulateNetworkConditions', SLOW_4G_NETWORK);
      worker.throttled = !net.error;
    } catch {
      /* the worker went away before we reached it */
    }
  };
  session.on('Target.targetCreated', (e) => void follow(e));
  session.on('Target.targetInfoChanged', (e) => void follow(e));
  await session.send('Target.setDiscoverTargets', { discover: true });
  return {
    cdp,
    workers,
    stop: async () => {
      await session.detach().catch(() => {});
    },
  };
}

/** A worker's answer to one call, by the call's id. */
export type WorkerAnswer = { id?: number; error?: unknown };

/**
 * Calls to service workers attached from the browser's session the old, unflattened way
 * (Playwright gives no CDP session for a worker): `callsTo(sessionId)` sends a worker one method
 * and resolves with its answer, matched to the call by id; a send that fails resolves as an error.
 */
export function workerCalls(session: CDPSession): (sessionId: string) => (method: string, params: object) => Promise<WorkerAnswer> {
  let next = 0;
  const pending = new Map<number | undefined, (m: WorkerAnswer) => void>();
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const m = JSON.parse(message) as WorkerAnswer;
    pending.get(m.id)?.(m);
    pending.delete(m.id);
  });
  return (sessionId) => (method, params) =>
    new Promise<WorkerAnswer>((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      session
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
        .catch(() => resolve({ error: 'send failed' }));
    });
}
