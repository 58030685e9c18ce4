// GetExecutiveMemberList: a bare array of ExecutiveMembers (contract #14). The phone is spelt
// Contact here (ContactNo on staff); both are read.
import { rowsOf } from './rows';
import { field, items, num, str } from './read';

export interface ExecutiveMember {
  id: number | null;
  fullName: string;
  designation: string;
  phone: string;
  email: string;
  /** Raw HTML; the UI sanitizes it. */
  message: string;
  image: string;
}

export function guardExecutiveMembers(body: unknown): ExecutiveMember[] {
  return items(rowsOf(body), (o) => {
    const fullName = str(field(o, 'FullName', 'Name'));
    if (!fullName) return null;
    return {
      id: num(field(o, 'TranId', 'Id'), null),
      fullName,
      designation: str(o.Designation),
      phone: str(field(o, 'Contact', 'ContactNo')),
      email: str(field(o, 'Email', 'EmailId')),
      message: str(o.Message),
      image: str(o.ImagePath),
    };
  });
}
