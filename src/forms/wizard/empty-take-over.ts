// The wizard taking over from the plain answer to its first Next (empty-answer.ts), in the form's
// chunk: the page put back as React last drew it. (Whether the page shows that answer's messages:
// components/first-answer/shown-state.ts emptyMessagesShown, beside use-take-over's chunk.)
import { siteOnly } from '../../components/safe-html/site-markers';

const MESSAGE = siteOnly('[data-empty-message]');

/**
 * Puts the page back as React last drew it (each field's messages shown, no control marked
 * invalid, no message in a description), just before the form validates and draws its own in the
 * same task: React writes only what changed from its last drawing, so a message the plain answer
 * hid, or an aria-invalid it wrote on a field valid by then (typed into before the island woke),
 * would otherwise stay.
 */
export function takeOverEmpty(root: Element): void {
  const messages = [...root.querySelectorAll<HTMLElement>(MESSAGE)];
  const ids = new Set(messages.map((m) => m.id));
  for (const m of messages) m.hidden = false;
  for (const el of root.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  for (const el of root.querySelectorAll('[aria-describedby]')) {
    const rest = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && !ids.has(id));
    if (rest.length) el.setAttribute('aria-describedby', rest.join(' '));
    else el.removeAttribute('aria-describedby');
  }
}
