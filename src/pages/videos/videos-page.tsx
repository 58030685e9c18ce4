// /media/videos (SPEC §2 "Video gallery"): one light card per URL of each video (AddUrl may hold
// several, joined by '##'), by OrderNo. Nothing is embedded until the visitor presses play, and
// only a well-formed id is ever embedded (VideoCard).
import { useVideos } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import type { Video } from '../../api/guards/videos';
import { LoadState } from '../../components/load-state/load-state';
import { VideoCard } from '../../components/video/video-card';
import { useT } from '../../i18n/use-t';
import { htmlToText } from '../../lib/truncate';
import type { PageProps } from '../page-props';
import styles from './videos.module.css';
import page from '../media-page.module.css';

interface Entry {
  key: string;
  url: string;
  title: string;
  description: string;
  thumbnail?: string;
}

export function videoEntries(list: readonly Video[], partTitle: (title: string, n: number) => string): Entry[] {
  return byOrder([...list]).flatMap((v, i) =>
    v.urls.map((url, j) => ({
      key: `${v.id ?? `v${i}`}-${j}`,
      url,
      title: v.urls.length > 1 && j > 0 ? partTitle(v.title, j + 1) : v.title,
      description: j === 0 ? htmlToText(v.description) : '',
      // The school's thumbnail belongs to the video's first link.
      thumbnail: j === 0 && v.thumbnail ? v.thumbnail : undefined,
    })),
  );
}

export default function VideosPage(_: PageProps) {
  const t = useT();
  const videos = useVideos();
  const entries = videoEntries(videos.data, (title, n) => t('media.videoPart', { title: title || t('media.videoUntitled'), n }));
  return (
    <div className={`container section ${page.page}`} data-page="videos">
      <LoadState isLoading={videos.isLoading} failed={videos.failed} empty={entries.length === 0} emptyText={t('media.noVideos')}>
        <ul className={styles.grid}>
          {entries.map((e) => (
            <li key={e.key}>
              <VideoCard
                url={e.url}
                title={e.title}
                description={e.description}
                thumbnail={e.thumbnail}
                headingLevel={2}
                className={styles.card}
              />
            </li>
          ))}
        </ul>
      </LoadState>
    </div>
  );
}
