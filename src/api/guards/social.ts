// GetSocialMedia (wrapper with DataColl, or a bare [] from its catch path, contract #25; SPEC's
// wrapper may hold DataColl as one object) and the nested social lists on messages and staff
// (UrlPath spelling, IsActive never set).
import { rowsOf } from './rows';
import { bool, field, items, str, type Json } from './read';

export interface SocialLink {
  name: string;
  url: string;
  active: boolean;
}

export function socialItems(list: Json, activeByDefault: boolean): SocialLink[] {
  return items(list, (o) => ({
    name: str(o.Name),
    url: str(field(o, 'URLPath', 'UrlPath', 'Url')),
    active: bool(o.IsActive, activeByDefault),
  }));
}

export function guardSocialMedia(body: unknown): SocialLink[] {
  return socialItems(rowsOf(body), false);
}
