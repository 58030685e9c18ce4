import type { Notice } from '../../api/guards/notices';

/** The detail link of a notice (SPEC: /media/notice/{NoticeId}/{HeadLine}); null without an id. */
export function noticeHref(n: Pick<Notice, 'id' | 'headline'>): string | null {
  return n.id === null ? null : `/media/notice/${n.id}/${encodeURIComponent(n.headline || String(n.id))}`;
}
