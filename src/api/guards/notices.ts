// GetNoticeList: a bare array of Notice without paging, a { TotalRows, DataColl } wrapper with
// paging (contract #10), or SPEC's wrapper. The real Notice spells HeadLine with a capital L and
// expires by ValidUpto (null = never); SPEC named it ExpireDateTime, which on the real back-end is
// an unpopulated base member (null or 0001-01-01, i.e. "unset"). Both are read.
import { parseBackendDate } from './dates';
import { newestBy, rowsOf } from './rows';
import { bool, byOrder, field, items, num, str } from './read';

export interface Notice {
  id: number | null;
  headline: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
  /** Raw HTML; the UI sanitizes it. */
  content: string;
  image: string;
  /** Epoch ms of PublishOn, else of NoticeDate; null when neither is set. */
  publishOn: number | null;
  noticeDate: number | null;
  /** Epoch ms after which the notice is hidden; null = it never expires. */
  validUpto: number | null;
  order: number | null;
  /** Bikram Sambat publish date as written by the back-end (YYYY-MM-DD), '' when absent. */
  publishBs: string;
  showInWebsite: boolean;
}

export function guardNotices(body: unknown): Notice[] {
  const list = items(rowsOf(body), (o) => {
    const headline = str(field(o, 'HeadLine', 'Headline', 'Title'));
    const description = str(o.Description);
    const content = str(o.Content);
    if (!headline && !description && !content) return null;
    const noticeDate = parseBackendDate(o.NoticeDate);
    return {
      id: num(field(o, 'NoticeId', 'Id'), null),
      headline,
      description,
      content,
      image: str(o.ImagePath),
      publishOn: parseBackendDate(o.PublishOn) ?? noticeDate,
      noticeDate,
      // 0001-01-01 parses to null, so an "unset" ValidUpto falls through to ExpireDateTime.
      validUpto: parseBackendDate(field(o, 'ValidUpto', 'ValidUpTo')) ?? parseBackendDate(o.ExpireDateTime),
      order: num(o.OrderNo, null),
      publishBs: str(o.PublishOn_BS) || str(o.NoticeDate_BS),
      // The controller does not filter hidden notices (contract #10); absent means shown.
      showInWebsite: bool(o.ShowInWebsite, true),
    };
  });
  return byOrder(list);
}

/** SPEC §2/§5: the notices a visitor may see at nowMs (not expired, not hidden), by OrderNo. */
export function currentNotices(list: readonly Notice[], nowMs: number): Notice[] {
  return byOrder(list.filter((n) => n.showInWebsite && (n.validUpto === null || n.validUpto >= nowMs)));
}

/** Home "recent updates" shows the newest notices first (SPEC §9). */
export function newestFirst(list: readonly Notice[]): Notice[] {
  return newestBy(list, (n) => n.publishOn);
}
