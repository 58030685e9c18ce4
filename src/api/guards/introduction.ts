// GetIntroduction: a wrapper with named lists (contract #15): VisionList, FounderMSGList,
// StaffList grouped as [{ Department, EmpColl }], CommitteList (sic), TestimonialList. SPEC §7
// reads StaffList.EmpColl (one object), and a flat list of staff is also accepted. Items are
// unfiltered, so they carry every base member; only the fields below are kept.
import { objectOf } from './envelope';
import { socialItems, type SocialLink } from './social';
import { isObject } from '../../lib/json';
import { arr, byOrder, field, items, num, str, type Json, type Obj } from './read';

export interface Vision {
  id: number | null;
  title: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
  image: string;
  order: number | null;
}

/** A founder/principal message; testimonials have the same members (contract #15, #23). */
export interface LeaderMessage {
  id: number | null;
  name: string;
  designation: string;
  title: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
  image: string;
  qualification: string;
  order: number | null;
  social: SocialLink[];
}

export interface StaffMember {
  id: number | null;
  fullName: string;
  designation: string;
  department: string;
  phone: string;
  email: string;
  /** Raw HTML; the UI sanitizes it. */
  message: string;
  image: string;
  qualification: string;
  order: number | null;
  social: SocialLink[];
}

export interface StaffGroup {
  department: string;
  members: StaffMember[];
}

export interface Introduction {
  visions: Vision[];
  messages: LeaderMessage[];
  staff: StaffGroup[];
  committee: StaffMember[];
  testimonials: LeaderMessage[];
}

/**
 * Nested social links: IsActive and SocialMediaId are never set on them (contract §S.12), so
 * IsActive means nothing here; a link counts when it has a URL.
 */
export function nestedSocial(list: Json): SocialLink[] {
  return socialItems(list, true)
    .filter((s) => s.url)
    .map((s) => ({ ...s, active: true }));
}

function visionFrom(o: Obj): Vision | null {
  const title = str(field(o, 'Title', 'Heading'));
  const description = str(o.Description);
  if (!title && !description) return null;
  return { id: num(o.VisionStatementId, null), title, description, image: str(o.ImagePath), order: num(o.OrderNo, null) };
}

export function messageFrom(o: Obj): LeaderMessage | null {
  const name = str(o.Name);
  const description = str(o.Description);
  if (!name && !description) return null;
  return {
    id: num(field(o, 'FounderMessageId', 'TestimonialId'), null),
    name,
    designation: str(o.Designation),
    title: str(o.Title),
    description,
    image: str(o.ImagePath),
    qualification: str(o.Qualification),
    order: num(o.OrderNo, null),
    social: nestedSocial(field(o, 'FounderSocialMediaColl', 'TestimonialSocialMediaColl', 'SocialMediaColl')),
  };
}

function staffFrom(o: Obj): StaffMember | null {
  const fullName = str(field(o, 'FullName', 'Name'));
  if (!fullName) return null;
  return {
    id: num(o.StaffHierarchyId, null),
    fullName,
    designation: str(o.Designation),
    department: str(o.Department),
    phone: str(field(o, 'ContactNo', 'Contact')),
    email: str(field(o, 'Email', 'EmailId')),
    message: str(o.Message),
    image: str(o.ImagePath),
    qualification: str(o.Qualification),
    order: num(o.OrderNo, null),
    social: nestedSocial(o.SocialMediaColl),
  };
}

/** Adds members to the group of their department, groups in first-appearance order. */
function addByDepartment(groups: StaffGroup[], members: StaffMember[]): void {
  for (const m of members) {
    const g = groups.find((x) => x.department === m.department);
    if (g) g.members.push(m);
    else groups.push({ department: m.department, members: [m] });
  }
}

/** [{Department, EmpColl}] (real), {EmpColl: [...]} (SPEC) or a flat list of staff. */
function staffGroups(v: Json): StaffGroup[] {
  const groups: StaffGroup[] = [];
  const entries = isObject(v) ? [v] : arr(v);
  for (const e of entries) {
    if (!isObject(e)) continue;
    if (Array.isArray(e.EmpColl) || e.EmpColl === null) {
      const members = items(e.EmpColl, staffFrom);
      const department = str(e.Department);
      if (department) {
        const g = groups.find((x) => x.department === department);
        if (g) g.members.push(...members);
        else if (members.length) groups.push({ department, members });
      } else addByDepartment(groups, members);
    } else {
      const m = staffFrom(e);
      if (m) addByDepartment(groups, [m]);
    }
  }
  return groups;
}

export function guardIntroduction(body: unknown): Introduction {
  const o = objectOf(body) ?? {};
  return {
    visions: byOrder(items(o.VisionList, visionFrom)),
    messages: byOrder(items(field(o, 'FounderMSGList', 'FounderMessageList'), messageFrom)),
    staff: staffGroups(o.StaffList),
    committee: items(field(o, 'CommitteList', 'CommitteeList'), staffFrom),
    testimonials: byOrder(items(o.TestimonialList, messageFrom)),
  };
}
