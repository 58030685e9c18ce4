// SPEC: "A menu entry appears only if the matching menu config item is active." The back-end's
// names vary by school, so gating fails open: an entry hides only when an item with its gate's
// name exists and is inactive. A failed call or an unknown name never empties the menu.
import type { MenuEntry } from '../generated/site-config';

export interface FeatureFlag {
  name: string;
  active: boolean;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export function isGateOpen(gate: string | undefined, features: FeatureFlag[]): boolean {
  if (!gate) return true;
  const hit = features.find((f) => norm(f.name) === norm(gate));
  return hit ? hit.active : true;
}

/** The menu with closed entries removed, and dropdowns left empty by that removed too. */
export function gateMenu(entries: MenuEntry[], features: FeatureFlag[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const e of entries) {
    if (!isGateOpen(e.gate, features)) continue;
    if (e.children) {
      const children = gateMenu(e.children, features);
      if (!children.length) continue;
      out.push({ ...e, children });
    } else out.push(e);
  }
  return out;
}

/** Gates that match no back-end item: worth a warning in development. */
export function unmatchedGates(entries: MenuEntry[], features: FeatureFlag[]): string[] {
  const names = new Set(features.map((f) => norm(f.name)));
  const out: string[] = [];
  const walk = (list: MenuEntry[]) =>
    list.forEach((e) => {
      if (e.gate && !names.has(norm(e.gate))) out.push(e.gate);
      if (e.children) walk(e.children);
    });
  walk(entries);
  return out;
}
