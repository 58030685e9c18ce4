// While a page is prerendered, records which back-end operations it read, so its HTML embeds
// only that data (not every operation's) for the browser to hydrate with.
let collector: Set<string> | null = null;

export function collectUsedKeys(into: Set<string> | null): void {
  collector = into;
}

export function noteKeyUsed(key: string): void {
  collector?.add(key);
}
