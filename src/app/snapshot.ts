// The data a prerendered page was rendered with, embedded as JSON (not script, so CSP allows it),
// and when the prerenderer made it (data-built-at, ms), so newer stored data can take its place.
function snapshotElement(): HTMLElement | null {
  return typeof document !== 'undefined' ? document.getElementById('__snapshot') : null;
}

export function readSnapshot(): Record<string, unknown> {
  const el = snapshotElement();
  if (!el?.textContent) return {};
  try {
    const v = JSON.parse(el.textContent);
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

/** When the snapshot was made; 0 when unknown (any stored data is then taken as newer). */
export function snapshotTime(): number {
  const t = Number(snapshotElement()?.dataset.builtAt);
  return Number.isFinite(t) && t > 0 ? t : 0;
}
