// While a page is prerendered, records which back-end operations and views it read, so its HTML
// embeds only that data (not every operation's) for the browser to hydrate with. A view's value
// is made while rendering (src/api/use-view.ts): it is recorded with its key.
let collector: Set<string> | null = null;
let views: Map<string, unknown> | null = null;

export function collectUsedKeys(into: Set<string> | null, viewValues: Map<string, unknown> | null = null): void {
  collector = into;
  views = viewValues;
}

export function noteKeyUsed(key: string): void {
  collector?.add(key);
}

/** A view read while rendering, with the value it was drawn with. */
export function noteViewValue(key: string, value: unknown): void {
  views?.set(key, value);
}
