// Downloads a file as a blob and saves it under our own name (SPEC §7 "File download": GET the
// path as a blob, save it). Throws on a network error or a non-2xx answer so the caller can tell
// the visitor. Browser-only: call from event handlers.
export async function saveFileAs(url: string, name: string, signal?: AbortSignal): Promise<void> {
  const res = await fetch(url, { signal, credentials: 'omit' });
  if (!res.ok) throw new Error(`Download failed: HTTP ${res.status}`);
  const blob = await res.blob();
  saveBlob(blob, name);
}

/** Saves a blob under `name` through a hidden download link. Browser-only: call from event handlers. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
    // Some browsers start reading the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
