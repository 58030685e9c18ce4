/** Whether keys pressed in `el` are the visitor's typing (a field, editable text), not a widget's to move by. */
export function isTyping(el: EventTarget | null): boolean {
  return el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}
