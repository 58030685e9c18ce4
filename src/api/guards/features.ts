// GetAppCMSFeatures: the back-end's menu configuration (contract #24), a wrapper whose DataColl is
// an array (or, in SPEC's wrapper, one object). Names vary by school.
import { rowsOf } from './rows';
import { bool, items, str } from './read';

export interface MenuFeature {
  name: string;
  label: string;
  active: boolean;
}

export function guardFeatures(body: unknown): MenuFeature[] {
  return items(rowsOf(body), (o) => {
    const name = str(o.Name);
    return name ? { name, label: str(o.Label) || name, active: bool(o.IsActive, true) } : null;
  });
}
