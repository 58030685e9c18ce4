// /media/gallery/{GalleryId}/{Title} (issue 41): one album of the gallery, headed by its title
// (src/app/item-title.ts), with its description and its photos in the photo widget: arrows that
// wrap, keys, swipe, and a photo opens the full-screen viewer, answering before the island wakes
// (photo-answer.ts). A long album comes in numbered pages of ALBUM_PAGE_SIZE photos, each page's
// data only its own photos (galleryViews.album). An album the data does not have is Page Not Found
// (its title hook says null), and is not prerendered.
import { useView } from '../../api/use-view';
import { galleryViews } from '../../api/list-views';
import { ListPages } from '../../components/list-pages/list-pages';
import { LoadState } from '../../components/load-state/load-state';
import { PhotoWidget } from '../../components/photo-widget/photo-widget';
import { IMAGE_SIZES } from '../../components/image/image-sizes';
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useRouteParams } from '../../navigation/site-nav';
import { useListPage } from '../../navigation/use-list-page';
import { useT } from '../../i18n/use-t';
import { htmlToText } from '../../lib/truncate';
import type { PageProps } from '../page-props';
import { ALBUM_PAGE_SIZE } from './album-page-size';
import styles from './gallery-album.module.css';
import page from '../media-page.module.css';

export default function GalleryAlbumPage(_: PageProps) {
  const t = useT();
  const href = useHref();
  const { id } = useRouteParams();
  const { page: n } = useListPage();
  const wanted = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const albums = useView(galleryViews.album, { id: wanted, page: Number.isNaN(n) ? 1 : n, size: ALBUM_PAGE_SIZE });
  const album = albums.data[0];
  const description = album ? htmlToText(album.description) : '';
  const title = album ? album.title || t('media.albumUntitled') : '';
  return (
    <div className={`container section ${page.page}`} data-page="gallery-album">
      <LoadState isLoading={albums.isLoading} failed={albums.failed} empty={!album} emptyText={t('media.albumNotFound')}>
        {album && (
          <div className={styles.album}>
            {description && <p className={styles.description}>{description}</p>}
            <PhotoWidget title={title} images={album.images} sizes={IMAGE_SIZES.album} className={styles.widget} />
            {/* Its pages' links as its cover's (albumHref): the data's title, not the address's words. */}
            <ListPages
              to={(p) => href('gallery-album', { id: album.id ?? 0, title: album.title || String(album.id), page: p })}
              page={n}
              total={album.total}
              size={ALBUM_PAGE_SIZE}
            />
          </div>
        )}
      </LoadState>
      <p className={styles.back}>
        <SiteLink className="btn btn-outline" to={href('gallery')}>
          {t('media.backToGallery')}
        </SiteLink>
      </p>
    </div>
  );
}
