// GetDisclosureList: a bare array of MandatoryDisclosure (contract #6). OrderNo is stripped by the
// back-end's filter, so the server's order is kept (the page shows the first one).
import { rowsOf } from './rows';
import { field, items, num, str } from './read';

export interface Disclosure {
  id: number | null;
  title: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
}

export function guardDisclosures(body: unknown): Disclosure[] {
  return items(rowsOf(body), (o) => {
    const title = str(o.Title);
    const description = str(o.Description);
    return title || description ? { id: num(field(o, 'TranId', 'Id'), null), title, description } : null;
  });
}
