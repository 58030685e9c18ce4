// A button that shows and hides a part of the page, in plain script (answer-marker.ts): the
// button says aria-expanded, and aria-controls names the part. Each piece marked data-shown-when
// among the button, its children, the part and the part's children is shown in that state only:
// the drawer's accordion list (the part itself, 'expanded'); 'see more' (the cut text 'collapsed',
// the rest 'expanded', the button itself 'collapsed' when it goes for good); a label for each
// state ('see more' / 'show less'). A button with no such piece only says that it is expanded:
// the nav's dropdown list is shown by CSS from that. Its component renders the same pieces the
// same way (`hidden={…}`), so the two always agree; when it wakes it reads the state back
// (shown-state.ts).
import { siteOnly } from '../safe-html/site-markers';
import type { ShownWhen } from './answer-marker';

const PIECE = siteOnly('[data-shown-when]');

/** The plain answer to a tap: the other state. */
export function toggleDisclosure(button: HTMLElement): void {
  const expanded = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(expanded));
  const id = button.getAttribute('aria-controls');
  const part = id ? button.ownerDocument.getElementById(id) : null;
  const state: ShownWhen = expanded ? 'expanded' : 'collapsed';
  for (const el of [button, part]) {
    if (!el) continue;
    for (const piece of [el, ...el.children])
      if (piece.matches(PIECE)) (piece as HTMLElement).hidden = piece.getAttribute('data-shown-when') !== state;
  }
  // A button gone with its state ('see more', for good) hands focus to what it showed.
  if (button.hidden && part) part.focus({ preventScroll: true });
}
