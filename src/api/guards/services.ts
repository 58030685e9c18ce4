// GetServicesAndFacilitiesList (contract #12) and GetAcademicProgramList (#13): bare arrays of
// items with the same members (TranId, Title, OrderNo, Description, Content, ImagePath,
// SubmenuTitle). Pages scroll to an item by TranId from the query string, so the id is kept.
// Both lists come out sorted by OrderNo (items without one last, ties in the back-end's order), so
// the home carousels and the pages show the same order without sorting again.
import { rowsOf } from './rows';
import { byOrder, field, items, num, str, type Obj } from './read';

export interface ServiceItem {
  id: number | null;
  title: string;
  description: string;
  /** Raw HTML; the UI sanitizes it. */
  content: string;
  image: string;
  submenuTitle: string;
  order: number | null;
}

function serviceFrom(o: Obj): ServiceItem | null {
  const item: ServiceItem = {
    id: num(field(o, 'TranId', 'Id'), null),
    title: str(field(o, 'Title', 'Name')),
    description: str(o.Description),
    content: str(o.Content),
    image: str(o.ImagePath),
    submenuTitle: str(o.SubmenuTitle),
    order: num(o.OrderNo, null),
  };
  return item.title || item.description || item.content ? item : null;
}

export function guardServices(body: unknown): ServiceItem[] {
  return byOrder(items(rowsOf(body), serviceFrom));
}

export function guardAcademicPrograms(body: unknown): ServiceItem[] {
  return byOrder(items(rowsOf(body), serviceFrom));
}
