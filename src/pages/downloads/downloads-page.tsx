// /public-info/download (SPEC §2): a grid of documents by Title; each downloads its file.
import { useDownloads } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import { DownloadCard } from './download-card';
import styles from './downloads-page.module.css';

export default function DownloadsPage(_: PageProps) {
  const t = useT();
  const { data, isLoading, failed } = useDownloads();
  return (
    <div className="container section" data-page="downloads">
      <LoadState isLoading={isLoading} failed={failed} empty={data.length === 0} emptyText={t('page.downloads.empty')}>
        <ul className={styles.grid}>
          {data.map((item, i) => (
            <DownloadCard key={item.id ?? `${i}-${item.path}`} item={item} />
          ))}
        </ul>
      </LoadState>
    </div>
  );
}
