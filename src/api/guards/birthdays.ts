// Admin/GetBirthDayList: { EmployeeColl[], StudentColl[], IsSuccess, ResponseMSG } (contract #27);
// any failure is HTTP 400 { Message }. The back-end sends far more than the page shows: students'
// father name, phone, address, parents' e-mails (contract G12). Only the fields below are copied,
// so nothing else is stored, cached or logged (DESIGN "Security stance"). Not even the date of
// birth: the list is already today's birthdays, and the section shows no date.
import { objectOf } from './envelope';
import { items, str, type Json } from './read';

export interface Birthday {
  kind: 'emp' | 'std';
  name: string;
  photo: string;
  className: string;
  section: string;
  designation: string;
}

function peopleOf(list: Json, kind: Birthday['kind']): Birthday[] {
  return items(list, (o) => {
    const name = str(o.Name);
    if (!name) return null;
    // Built field by field on purpose: never spread the back-end object here.
    return {
      kind,
      name,
      photo: str(o.PhotoPath),
      className: str(o.ClassName),
      section: str(o.SectionName),
      designation: str(o.Designation),
    };
  });
}

export function guardBirthdays(body: unknown): Birthday[] {
  // objectOf is null for { Message } and { IsSuccess:false }. IsSuccess there is the *student*
  // query's; loadOperation already treats false as a failure of the whole call.
  const o = objectOf(body) ?? {};
  return [...peopleOf(o.EmployeeColl, 'emp'), ...peopleOf(o.StudentColl, 'std')];
}
