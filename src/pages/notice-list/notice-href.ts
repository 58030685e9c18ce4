import type { Notice } from '../../api/guards/notices';
import { href } from '../../navigation/href';

/** The detail link of a notice (SPEC: …/{NoticeId}/{HeadLine}); null without an id. */
export function noticeHref(n: Pick<Notice, 'id' | 'headline'>): string | null {
  return n.id === null ? null : href('notice-detail', { id: n.id, title: n.headline || String(n.id) });
}
