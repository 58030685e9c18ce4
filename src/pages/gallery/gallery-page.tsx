// /media/gallery (SPEC §2 "Photo gallery", issue 41): one cover per album (its first photo, its
// title and how many photos it has), each a link to the album's own page (gallery-album), where its
// photos and the full-screen viewer are. In numbered pages of site.constants.listPageSize albums:
// a school's years of albums made this one page of 2,462 pictures and 1 MB of HTML. The page's data
// is its albums' covers only (galleryViews.page), not their photos. The list is empty when the
// back-end answers with a Message (guard).
import { useView } from '../../api/use-view';
import { galleryViews } from '../../api/list-views';
import type { AlbumCover } from '../../api/gallery-pages';
import { ListPages } from '../../components/list-pages/list-pages';
import { LoadState } from '../../components/load-state/load-state';
import { SmartImage } from '../../components/image/smart-image';
import { IMAGE_SIZES } from '../../components/image/image-sizes';
import { photoAlt } from '../../components/image/photo-alt';
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { albumHref } from '../../navigation/item-links';
import { useListPage } from '../../navigation/use-list-page';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import styles from './gallery.module.css';
import page from '../media-page.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function GalleryPage(_: PageProps) {
  const t = useT();
  const href = useHref();
  const { page: n, size } = useListPage();
  const albums = useView(galleryViews.page, { page: n, size });
  return (
    <div className={`container section ${page.page}`} data-page="gallery">
      <LoadState isLoading={albums.isLoading} failed={albums.failed} empty={albums.data.items.length === 0} emptyText={t('media.noAlbums')}>
        <ul className={styles.grid}>
          {albums.data.items.map((album, i) => (
            <li key={album.id ?? `a${i}`} className={`card ${styles.album}`} data-album="">
              <Cover album={album} />
            </li>
          ))}
        </ul>
        <ListPages to={(p) => href('gallery', { page: p })} page={n} total={albums.data.total} size={size} />
      </LoadState>
    </div>
  );
}

function Cover({ album }: { album: AlbumCover }) {
  const t = useT();
  const lang = useLang();
  const to = albumHref(useHref(), album);
  const title = album.title || t('media.albumUntitled');
  const count = album.count === 1 ? t('media.photoCountOne') : t('media.photoCount', { count: album.count });
  // The linked picture says nothing the title does not (alt ''): the link reads as the album's title and count.
  const body = (
    <>
      {album.cover ? (
        <SmartImage
          path={album.cover.path}
          alt={to ? '' : photoAlt(lang, album.cover, album.title, 1)}
          width={480}
          height={360}
          sizes={IMAGE_SIZES.grid3}
          className={styles.image}
        />
      ) : (
        <span className={`empty ${styles.noImage}`}>{t('media.noImages')}</span>
      )}
      {/* (Flow content: a link may hold a heading, a span may not.) */}
      <div className={styles.text}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.count}>{count}</p>
      </div>
    </>
  );
  // (An album without an id has no page to link to: its cover is shown, unlinked.)
  return to ? (
    <SiteLink to={to} className={styles.cover}>
      {body}
    </SiteLink>
  ) : (
    <div className={styles.cover}>{body}</div>
  );
}
