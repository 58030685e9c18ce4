// The text of an element as a visitor sees it: what is inside a `hidden` element left out (jsdom
// has no innerText). A part with a first answer (src/components/first-answer/) keeps every state's
// text in the page, the others hidden, so textContent holds them all.
export function shownText(el: Element): string {
  let out = '';
  for (const n of el.childNodes) {
    if (n.nodeType === Node.TEXT_NODE) out += n.textContent;
    else if (n instanceof Element && !(n as HTMLElement).hidden) out += shownText(n);
  }
  return out;
}
