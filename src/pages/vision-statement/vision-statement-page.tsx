// /who-we-are/vision-statement: GetIntroduction VisionList by OrderNo, as rows that alternate
// image left / image right, each with its title and description.
import { useIntroduction } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import { LoadState } from '../../components/load-state/load-state';
import { MediaRow } from '../../components/media-row/media-row';
import { SafeHtml } from '../../components/safe-html/safe-html';
import styles from '../info-pages.module.css';

export default function VisionStatementPage() {
  const { data, isLoading, failed } = useIntroduction();
  const visions = byOrder(data.visions);
  return (
    <div className={`container section ${styles.page}`} data-page="vision-statement">
      <LoadState look="text" isLoading={isLoading} failed={failed} empty={!visions.length}>
        <div className={styles.rows}>
          {visions.map((v, i) => (
            <MediaRow key={`${v.id ?? ''}-${i}`} image={v.image} alt={v.title} flip={i % 2 === 1} priority={i === 0}>
              {v.title && <h2 className={styles.rowTitle}>{v.title}</h2>}
              <SafeHtml html={v.description} headingsFrom={v.title ? 3 : 2} />
            </MediaRow>
          ))}
        </div>
      </LoadState>
    </div>
  );
}
