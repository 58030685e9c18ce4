// /map?frame=… : embeds the map only when the frame names a Google Maps embed URL.
import { useSiteSearchParams } from '../../navigation/site-nav';
import { extractMapSrc } from '../../lib/map-src';
import { useT } from '../../i18n/use-t';
import { LazyFrame } from '../../components/lazy-frame/lazy-frame';
import styles from './map-page.module.css';

export default function MapPage() {
  const t = useT();
  const [params] = useSiteSearchParams();
  const frame = params.get('frame');
  const src = extractMapSrc(frame);
  return (
    <div className="container section" data-page="map">
      {src ? (
        <LazyFrame className={styles.map} src={src} title={t('footer.map')} referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
      ) : (
        <p className="empty" role="status">
          {frame ? t('map.invalid') : t('map.missing')}
        </p>
      )}
    </div>
  );
}
