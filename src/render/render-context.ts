// One render's context: what a render is given (its language, the time it draws as of, the
// sanitizer of back-end HTML, where the back-end's files are) and what it learns while it draws
// (the data keys and view values it read, the lazy modules it drew, whether it drew the build's
// day or time). One object per render, handed down by React context: the prerenderer makes one
// per page and gives it to the page's root and to every island root (src/prerender/render-page.tsx),
// which returns what it learned in the page record; the browser makes one per page from what the
// page says (src/islands/hydrate.tsx) and learns nothing. Nothing here is module state: two pages
// may be drawn at once.
import { createContext, useContext } from 'react';
import type DOMPurify from 'dompurify';
import type { SiteLang } from '../lib/lang-path';

/** What one pass of a render learns (the prerenderer's; the browser's renders learn nothing). */
export interface RenderFacts {
  /** The data the part read: operations' keys and views' keys (src/api/use-operation.ts, use-view.ts). */
  keys: Set<string>;
  /** The views it read, with the values they were drawn with. */
  views: Map<string, unknown>;
  /** The modules of the lazy parts it drew (src/island-kit/lazy-part.ts): their CSS goes in the page. */
  modules: Set<string>;
  /** It drew the day of the render's time (the calendar's today): the page carries when that day ends. */
  dayBound: boolean;
  /** It drew from the render's time at all: a page that did not is the same at any build time. */
  timeRead: boolean;
}

/** Where a render's back-end and its files are ('' for the site's own origin): src/api/endpoint.ts. */
export interface Endpoints {
  apiBase: string;
  fileHost: string;
}

export interface RenderContext {
  /** The page's language (its address's: src/lib/lang-path.ts). */
  lang: SiteLang;
  /**
   * Epoch ms (to the minute) the page is drawn as of: the build's while prerendering and while the
   * browser hydrates what was prerendered, so both draw the same; null: as of the browser's now.
   */
  now: number | null;
  /** The DOMPurify back-end HTML is cleaned with: the prerenderer's is bound to a server-side DOM. */
  purifier?: typeof DOMPurify;
  /** Where the back-end's files are that the render names (pictures, documents), and the back-end. */
  endpoints: Endpoints;
  /** What this render learns; null where nothing is collected (the browser, a client render). */
  facts: RenderFacts | null;
  /**
   * The browser's client render of a page that came prerendered (src/app/start-app.tsx): its
   * content is on screen already, so the full-screen loader must not replace it while the rest of
   * the start-up data arrives (src/api/use-startup.ts).
   */
  prerendered?: boolean;
}

const MINUTE = 60_000;

/** A time as renders draw it: to the minute, so that repeated reads within a render agree. */
export function drawnAt(ms: number | null | undefined): number | null {
  return typeof ms === 'number' && Number.isFinite(ms) ? Math.floor(ms / MINUTE) * MINUTE : null;
}

/** A fresh record of what a pass learns. */
export function renderFacts(): RenderFacts {
  return { keys: new Set(), views: new Map(), modules: new Set(), dayBound: false, timeRead: false };
}

/** A part drawn with no render around it (a unit test's bare component): English, as of now, the
 *  site's own origin, nothing collected. The app, the islands and the prerenderer each give their own. */
const CLIENT: RenderContext = { lang: 'en', now: null, endpoints: { apiBase: '', fileHost: '' }, facts: null };

export const RenderCtx = createContext<RenderContext>(CLIENT);

/** The render the calling component is drawn in. */
export function useRenderContext(): RenderContext {
  return useContext(RenderCtx);
}

/** The render's time (read: a part that draws from it marks its page as drawn at a time). */
export function renderTimeOf(ctx: RenderContext): number | null {
  if (ctx.facts) ctx.facts.timeRead = true;
  return ctx.now;
}
