// GetWhoWeAre: a bare object { AboutDet, AdmissionProcedureList, RulesRegulationList, ContactDet }
// (contract #17), or SPEC's "home data" wrapper with the same keys. On failure the back-end sends
// { IsSuccess:false, ResponseMSG } and every part becomes empty.
import { contactFrom, type Contact } from './contact';
import { objectOf } from './envelope';
import { isObject } from '../../lib/json';
import { byOrder, field, items, num, str, type Obj } from './read';

export interface About {
  /** Raw HTML; the UI sanitizes it. */
  content: string;
  schoolPhoto: string;
  logo: string;
  image: string;
  banner: string;
  affiliatedLogo: string;
}

/** An admission-procedure step or a rule: a titled HTML block with an optional image. */
export interface InfoBlock {
  title: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
  image: string;
  order: number | null;
}

export interface WhoWeAre {
  about: About;
  admissionSteps: InfoBlock[];
  rules: InfoBlock[];
  contact: Contact;
}

function aboutFrom(o: Obj): About {
  return {
    content: str(o.Content),
    schoolPhoto: str(o.SchoolPhoto),
    logo: str(o.LogoPath),
    image: str(o.ImagePath),
    banner: str(o.BannerPath),
    affiliatedLogo: str(o.AffiliatedLogo),
  };
}

function blockFrom(o: Obj): InfoBlock | null {
  const block = { title: str(o.Title), description: str(o.Description), image: str(o.ImagePath), order: num(o.OrderNo, null) };
  return block.title || block.description || block.image ? block : null;
}

export function guardWhoWeAre(body: unknown): WhoWeAre {
  const o = objectOf(body) ?? {};
  const about = field(o, 'AboutDet', 'About');
  const contact = field(o, 'ContactDet', 'Contact');
  return {
    about: aboutFrom(isObject(about) ? about : {}),
    // Steps and rules are shown in sequence; the server's row order is not documented (contract #17).
    admissionSteps: byOrder(items(o.AdmissionProcedureList, blockFrom)),
    rules: byOrder(items(o.RulesRegulationList, blockFrom)),
    contact: contactFrom(isObject(contact) ? contact : {}),
  };
}
