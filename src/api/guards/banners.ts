// GetBannerList: a bare array of Banner (contract #22): Title, ImagePath, Description (may be
// HTML), OrderNo, Weblink, DisplayEachTime. SPEC §3 also names a Name field (absent on the real
// Banner), read as a fallback title. Sorted by OrderNo (SPEC §7).
import { rowsOf } from './rows';
import { bool, byOrder, field, items, num, str } from './read';

export interface Banner {
  id: number | null;
  title: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
  image: string;
  link: string;
  displayEachTime: boolean;
  order: number | null;
}

export function guardBanners(body: unknown): Banner[] {
  const list = items(rowsOf(body), (o) => {
    const banner: Banner = {
      id: num(o.BannerId, null),
      title: str(field(o, 'Title', 'Name')),
      description: str(o.Description),
      image: str(o.ImagePath),
      link: str(field(o, 'Weblink', 'WebLink')),
      displayEachTime: bool(o.DisplayEachTime),
      order: num(o.OrderNo, null),
    };
    return banner.image || banner.title ? banner : null;
  });
  return byOrder(list);
}
