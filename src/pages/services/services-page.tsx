// /services-facilities (SPEC §2): alternating image and text rows from
// GetServicesAndFacilitiesList; ?TranId= scrolls to that service once the list is there.
import { useSiteSearchParams } from '../../navigation/site-nav';
import { useServices } from '../../api/hooks';
import type { ServiceItem } from '../../api/guards/services';
import { SmartImage } from '../../components/image/smart-image';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { LoadState } from '../../components/load-state/load-state';
import { Reveal } from '../../components/reveal/reveal';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import { useScrollToTarget } from '../../hooks/use-scroll-to-target';
import styles from './services-page.module.css';

export function serviceAnchor(id: number | null, index: number): string {
  return id === null ? `service-i${index}` : `service-${id}`;
}

/** The TranId query value, accepting any letter case of the name (TranId, tranid …). */
export function tranIdParam(params: URLSearchParams): string | null {
  for (const [k, v] of params) if (k.toLowerCase() === 'tranid' && /^\d+$/.test(v.trim())) return v.trim();
  return null;
}

function ServiceRow({ item, index }: { item: ServiceItem; index: number }) {
  const headingId = `${serviceAnchor(item.id, index)}-title`;
  return (
    <article id={serviceAnchor(item.id, index)} className={`${styles.row} ${index % 2 ? styles.flip : ''}`} aria-labelledby={headingId}>
      <div className={styles.media}>
        <SmartImage path={item.image} alt={item.title} width={640} height={420} className={styles.image} priority={index === 0} />
      </div>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {item.title}
        </h2>
        {item.description && <SafeHtml html={item.description} className={styles.lead} headingsFrom={3} />}
        {item.content && <SafeHtml html={item.content} headingsFrom={3} />}
      </div>
    </article>
  );
}

export default function ServicesPage(_: PageProps) {
  const t = useT();
  const { data, isLoading, failed } = useServices();
  const [params] = useSiteSearchParams();
  const tranId = tranIdParam(params);
  useScrollToTarget(tranId ? `service-${tranId}` : null, data.length > 0);
  return (
    <div className="container section" data-page="services">
      <LoadState isLoading={isLoading} failed={failed} empty={data.length === 0} emptyText={t('page.services.empty')}>
        <div className={styles.list}>
          {data.map((item, i) => (
            <Reveal key={serviceAnchor(item.id, i)}>
              <ServiceRow item={item} index={i} />
            </Reveal>
          ))}
        </div>
      </LoadState>
    </div>
  );
}
