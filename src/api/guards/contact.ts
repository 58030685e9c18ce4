// GetContactUs: a bare Contact object (contract #16); also found as ContactDet in GetWhoWeAre.
import { objectOf } from './envelope';
import { isObject } from '../../lib/json';
import { firstText, str, type Obj } from './read';

export interface Contact {
  address: string;
  phone: string;
  email: string;
  mapUrl: string;
  openingHours: string;
}

export function contactFrom(o: Obj): Contact {
  return {
    address: str(o.Address),
    phone: firstText(o, 'ContactNo', 'PhoneNo'),
    email: firstText(o, 'EmailId', 'EmalId', 'Email'),
    mapUrl: str(o.MapUrl),
    openingHours: str(o.OpeningHours),
  };
}

export function guardContact(body: unknown): Contact {
  const o = objectOf(body);
  return contactFrom(isObject(o) ? o : {});
}
