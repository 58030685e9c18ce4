// The rest of a long page (the home page's sections below home.firstScreenSections): a phone on
// slow 4G gets the first ~14 KB of a page in the first round trip of its connection, and every
// 14–29 KB more costs another round trip before the first paint. So while prerendering, the parts
// inside <LaterPart> are not in the page: the prerenderer renders each on its own
// (src/entry-server.tsx) and writes them to a file beside the page (later.html), leaving a slot in
// their place that the loader fills after load (src/islands/fill-later-part.ts). Anywhere else (the
// app, an island hydrating or drawn in the browser) they are rendered where they stand.
import { useContext, type ReactElement } from 'react';
import { IslandContext } from './island-context';

/**
 * `heading`: the text of the heading the parts stand under in the page, when theirs are of a lower
 * level (the calendar's months, h3, under its year's h2): later.html, a page of its own, shows it
 * between its h1 and them, or its outline would skip a level.
 */
export function LaterPart({ parts, heading }: { parts: ReactElement[]; heading?: string }) {
  const ctx = useContext(IslandContext);
  if (!parts.length) return null;
  const mark = ctx.mode !== 'app' && ctx.later ? ctx.later(parts, heading) : null;
  return mark === null ? parts : <div data-later-slot={mark} />;
}
