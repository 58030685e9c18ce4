// The data a prerendered page was rendered with, embedded as JSON (not script, so CSP allows it),
// and when the prerenderer made it (data-built-at, ms), so newer stored data can take its place.
function snapshotElement(): HTMLElement | null {
  return typeof document !== 'undefined' ? document.getElementById('__snapshot') : null;
}

export function readSnapshot(): Record<string, unknown> {
  const el = snapshotElement();
  if (!el?.textContent) return {};
  try {
    const v: unknown = JSON.parse(el.textContent);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** When the snapshot was made; 0 when unknown (any stored data is then taken as newer). */
export function snapshotTime(): number {
  const t = Number(snapshotElement()?.dataset.builtAt);
  return Number.isFinite(t) && t > 0 ? t : 0;
}

let pageData: Promise<Record<string, unknown>> | null = null;

/**
 * All the data the page was rendered with. The HTML carries only what its first islands need at
 * once; the rest is the page's data file beside it (data-rest: …/page-data.json), fetched when an
 * island or the app first needs it, in parallel with its code. Without it (offline, not kept),
 * what the HTML carries.
 */
export function loadPageData(): Promise<Record<string, unknown>> {
  return (pageData ??= (async () => {
    const inline = readSnapshot();
    const rest = snapshotElement()?.dataset.rest;
    if (!rest) return inline;
    try {
      const res = await fetch(rest);
      const all: unknown = res.ok ? await res.json() : null;
      return all && typeof all === 'object' ? { ...(all as Record<string, unknown>), ...inline } : inline;
    } catch {
      return inline;
    }
  })());
}
