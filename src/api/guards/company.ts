// GetAboutCompany: a bare About object (contract #21), or SPEC's wrapper with DataColl.
import { objectOf } from './envelope';
import { firstText, str } from './read';

export interface Company {
  name: string;
  slogan: string;
  address: string;
  phone: string;
  email: string;
  logo: string;
  schoolPhoto: string;
  content: string;
  website: string;
}

export function guardCompany(body: unknown): Company {
  const o = objectOf(body) ?? {};
  return {
    // Every member defaults to "" (contract #21), so an empty one falls back to the next.
    name: firstText(o, 'Name', 'HD_CompanyName'),
    slogan: firstText(o, 'Slogan', 'HD_Slogan'),
    address: str(o.Address),
    phone: str(o.PhoneNo),
    // The back-end spells it EmalId; accept the correct spelling too.
    email: firstText(o, 'EmalId', 'EmailId', 'Email'),
    logo: firstText(o, 'LogoPath', 'HD_LogoPhoto'),
    schoolPhoto: firstText(o, 'SchoolPhoto', 'ImagePath'),
    content: str(o.Content),
    website: str(o.WebSite),
  };
}
