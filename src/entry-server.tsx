// Prerendering entry (built with `vite build --ssr`): renders one URL of the site to HTML with the
// data snapshot, waiting for every lazy page and section, and reports which data it used.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { ops } from './api/operations';
import { collectUsedKeys } from './api/used-keys';
import { setEndpoints } from './api/endpoint';
import { loadOperation } from './api/operation';
import { setPurifier } from './components/safe-html/sanitize';
import { siteConfig } from './config/site-config';

export { siteConfig, setEndpoints, setPurifier };

/** The snapshot from raw back-end bodies (e.g. the demo fixtures), guarded as the hooks would. */
export function snapshotFromBodies(bodies: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const op of Object.values(ops)) if (op.name in bodies) out[op.key] = (op.guard as (b: unknown) => unknown)(bodies[op.name]);
  return out;
}

/** The snapshot from a live back-end (setEndpoints first); failed operations are left out. */
export async function snapshotFromBackend(): Promise<{ data: Record<string, unknown>; failed: string[] }> {
  const data: Record<string, unknown> = {};
  const failed: string[] = [];
  await Promise.all(
    Object.values(ops).map(async (op) => {
      try {
        data[op.key] = await loadOperation(op as never);
      } catch {
        failed.push(op.name);
      }
    }),
  );
  return { data, failed };
}

/**
 * renderToString writes a suspended part (a lazy page or section met for the first time) as its
 * fallback, marked <!--$!-->. Lazy modules stay loaded once resolved, so after letting their
 * imports settle, rendering again gives the whole page as plain HTML: no streaming scripts, which a
 * CSP without 'unsafe-inline' would block.
 */
export async function renderUrl(url: string, snapshot: Record<string, unknown>): Promise<{ html: string; used: Record<string, unknown>; head: string }> {
  let out = renderOnce(url, snapshot);
  for (let i = 0; i < 20 && out.html.includes('<!--$!-->'); i++) {
    await new Promise((r) => setTimeout(r, 15));
    out = renderOnce(url, snapshot);
  }
  return out;
}

function renderOnce(url: string, snapshot: Record<string, unknown>): { html: string; used: Record<string, unknown>; head: string } {
  const used = new Set<string>();
  collectUsedKeys(used);
  try {
    const html = renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          {/* A fresh cache per page; revalidation is paused: the snapshot is the truth here. */}
          <App swr={{ provider: () => new Map(), fallback: snapshot, isPaused: () => true }} />
        </StaticRouter>
      </StrictMode>,
    );
    const usedData: Record<string, unknown> = {};
    for (const k of used) if (k in snapshot) usedData[k] = snapshot[k];
    return { html, used: usedData, head: '' };
  } finally {
    collectUsedKeys(null);
  }
}
