// The site inside the studio's preview frame (/…?studio-preview=1): it tells the studio it is
// ready, then renders the site again with each edited config the studio posts (the studio posts
// only a config without problems). Loaded only in that frame, by start-app.tsx; same-origin
// messages from the parent window only.
import type { SiteConfig } from '../generated/site-config';
import { isObject } from '../lib/json';

export const PREVIEW_PARAM = 'studio-preview';
export const MSG_READY = 'studio:ready';
export const MSG_CONFIG = 'studio:config';

export function isStudioPreview(search: string): boolean {
  return new URLSearchParams(search).get(PREVIEW_PARAM) === '1';
}

/** The element that has focus in the studio around the frame, or null when it cannot be read. */
function studioFocus(win: Window): HTMLElement | null {
  try {
    return win.parent.document.activeElement as HTMLElement | null;
  } catch {
    return null;
  }
}

/**
 * Inside the frame, the site's own focus moves must not pull focus out of the studio's editor:
 * programmatic focus works only once staff are in the frame. That covers a dialog opened by the
 * page too (the banner popup reopens when the preview re-renders): showModal() moves focus into
 * the frame by itself, so the studio's focused control gets it back at once.
 */
export function keepFocusWithStudio(win: Window & typeof globalThis): () => void {
  const proto = win.HTMLElement.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called on the element (original.call(this)) by the replacement
  const original = proto.focus;
  proto.focus = function focus(this: HTMLElement, options?: FocusOptions) {
    if (win.document.hasFocus()) original.call(this, options);
  };
  const dialogProto = win.HTMLDialogElement?.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the same: called on the dialog by the replacement
  const originalShowModal = dialogProto?.showModal;
  if (dialogProto && originalShowModal) {
    dialogProto.showModal = function showModal(this: HTMLDialogElement) {
      const studioHadFocus = !win.document.hasFocus() ? studioFocus(win) : null;
      originalShowModal.call(this);
      studioHadFocus?.focus();
    };
  }
  return () => {
    proto.focus = original;
    if (dialogProto && originalShowModal) dialogProto.showModal = originalShowModal;
  };
}

/** Starts listening; returns a function that stops. */
export function listenForStudio(render: (config: SiteConfig) => void, win: Window = window): () => void {
  const onMessage = (e: MessageEvent) => {
    if (e.origin !== win.location.origin || e.source !== win.parent) return;
    const data = e.data as { type?: unknown; config?: unknown } | null;
    if (!data || data.type !== MSG_CONFIG || !isObject(data.config)) return;
    render(data.config as unknown as SiteConfig);
  };
  win.addEventListener('message', onMessage);
  const restoreFocus = win.parent !== win ? keepFocusWithStudio(win as Window & typeof globalThis) : () => undefined;
  if (win.parent !== win) win.parent.postMessage({ type: MSG_READY, path: win.location.pathname }, win.location.origin);
  return () => {
    win.removeEventListener('message', onMessage);
    restoreFocus();
  };
}
