// /media/gallery (SPEC §2 "Photo gallery"): every album with its title and a photo widget
// (arrows that wrap, keys, swipe, 'No images available' when empty); a photo opens the
// full-screen carousel. The list is empty when the back-end answers with a Message (guard).
import { useGallery } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { PhotoWidget } from '../../components/photo-widget/photo-widget';
import { useT } from '../../i18n/use-t';
import { htmlToText } from '../../lib/truncate';
import type { PageProps } from '../page-props';
import styles from './gallery.module.css';
import page from '../media-page.module.css';

export default function GalleryPage(_: PageProps) {
  const t = useT();
  const gallery = useGallery();
  return (
    <div className={`container section ${page.page}`} data-page="gallery">
      <LoadState isLoading={gallery.isLoading} failed={gallery.failed} empty={gallery.data.length === 0} emptyText={t('media.noAlbums')}>
        <ul className={styles.grid}>
          {gallery.data.map((album, i) => {
            const description = htmlToText(album.description);
            return (
              <li key={album.id ?? `a${i}`} className={`card ${styles.album}`}>
                <PhotoWidget title={album.title} images={album.images} />
                <div className={styles.text}>
                  {album.title && <h2 className={styles.title}>{album.title}</h2>}
                  {description && <p className={styles.description}>{description}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </LoadState>
    </div>
  );
}
