// SPEC §2 home 7: 'Highlights of {Name}' with a photos row (gallery albums; 'View All' to
// /media/gallery) and a videos row ('View All' to /media/videos). Wide screens show the first
// props.perRow of each in a grid; phones get every item in a horizontal swipe list (CSS scroll
// snap, so it works before scripts load, scrolls off the main thread and takes its swipe threshold
// from the phone's OS; see docs/architecture.md). A photo opens its album in the full-screen lightbox.
import { useState, type CSSProperties } from 'react';
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useCompany, useVideos } from '../../api/hooks';
import { useView } from '../../api/use-view';
import { galleryViews } from '../../api/list-views';
import type { GalleryAlbum } from '../../api/guards/gallery';
import { SmartImage } from '../../components/image/smart-image';
import { IMAGE_SIZES } from '../../components/image/image-sizes';
import { Lightbox } from '../../components/lightbox/lightbox';
import { VideoCard } from '../../components/video/video-card';
import { useT } from '../../i18n/use-t';
import { photoAlt } from '../../components/image/photo-alt';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import styles from './highlights.module.css';
import { useLang } from '../../i18n/lang-provider';

function Row({
  title,
  allLabel,
  allTo,
  perRow,
  children,
}: {
  title: string;
  allLabel: string;
  allTo: string;
  perRow: number;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.row}>
      <div className={styles.rowHead}>
        <h3 className={styles.rowTitle}>{title}</h3>
        <SiteLink to={allTo} className={styles.all} aria-label={allLabel}>
          {t('app.viewAll')}
        </SiteLink>
      </div>
      <ul className={styles.list} style={{ '--per-row': perRow } as CSSProperties}>
        {children}
      </ul>
    </div>
  );
}

export default function HighlightsSection({ section }: SectionProps<'highlights'>) {
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const { data: company } = useCompany();
  const { data: videos } = useVideos();
  const [open, setOpen] = useState<GalleryAlbum | null>(null);
  const perRow = section.props?.perRow ?? 3;
  // Two rows' albums at most (the build's view of the list: src/api/list-views.ts): the rest are in the gallery, linked.
  const { data: gallery } = useView(galleryViews.first, { count: perRow * 2 });
  const albums = gallery.filter((a) => a.images.length > 0);
  if (!albums.length && !videos.length) return null;
  const heading = sectionHeading(lang, undefined, 'section.highlights.heading', { name: company.name || t('section.about.photo') });
  const extra = (i: number) => (i >= perRow ? styles.extra : undefined);

  return (
    <SectionFrame heading={heading}>
      {albums.length > 0 && (
        <Row title={t('section.highlights.photos')} allLabel={t('section.highlights.allPhotos')} allTo={href('gallery')} perRow={perRow}>
          {albums.map((a, i) => (
            <li key={a.id ?? i} className={extra(i)} data-highlight="photo">
              <button
                type="button"
                className={styles.photo}
                onClick={() => setOpen(a)}
                aria-label={t('section.highlights.openPhoto', { title: a.title || photoAlt(lang, a.images[0], '', 1) })}
              >
                <SmartImage
                  path={a.images[0].path}
                  alt=""
                  width={480}
                  height={360}
                  sizes={IMAGE_SIZES.highlights}
                  className={styles.image}
                />
                {a.title && (
                  <span className={styles.caption} aria-hidden="true">
                    {a.title}
                  </span>
                )}
              </button>
            </li>
          ))}
        </Row>
      )}
      {videos.length > 0 && (
        <Row title={t('section.highlights.videos')} allLabel={t('section.highlights.allVideos')} allTo={href('videos')} perRow={perRow}>
          {videos.map((v, i) => (
            <li key={v.id ?? i} className={extra(i)} data-highlight="video">
              <VideoCard url={v.urls[0]} title={v.title} thumbnail={v.thumbnail} headingLevel={4} />
            </li>
          ))}
        </Row>
      )}
      <Lightbox
        images={open?.images ?? []}
        startIndex={0}
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.title ?? heading}
      />
    </SectionFrame>
  );
}
