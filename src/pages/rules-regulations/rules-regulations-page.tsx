// /academics/rules-regulations: GetWhoWeAre RulesRegulationList as rows of image and rich text.
import { useWhoWeAre } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { MediaRow } from '../../components/media-row/media-row';
import { SafeHtml } from '../../components/safe-html/safe-html';
import shared from '../info-pages.module.css';
import styles from './rules-regulations-page.module.css';

export default function RulesRegulationsPage() {
  const { data, isLoading, failed } = useWhoWeAre();
  const rules = data.rules;
  return (
    <div className={`container section ${shared.page}`} data-page="rules-regulations">
      <LoadState look="text" isLoading={isLoading} failed={failed} empty={!rules.length}>
        <div className={shared.rows}>
          {rules.map((r, i) => (
            <MediaRow key={i} image={r.image} alt={r.title} flip={i % 2 === 1} priority={i === 0} className={styles.row}>
              {r.title && <h2 className={shared.rowTitle}>{r.title}</h2>}
              <SafeHtml html={r.description} headingsFrom={r.title ? 3 : 2} />
            </MediaRow>
          ))}
        </div>
      </LoadState>
    </div>
  );
}
