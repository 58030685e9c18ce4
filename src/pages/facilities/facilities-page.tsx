// /services-facilities/facilities (SPEC §2): the config's intro text, then the services as cards
// in rows of at most four. Each card links to its full row on the services page (?TranId=).
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useServices } from '../../api/hooks';
import { useSiteConfig } from '../../site-config/config-context';
import { SmartImage } from '../../components/image/smart-image';
import { IMAGE_SIZES } from '../../components/image/image-sizes';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { LoadState } from '../../components/load-state/load-state';
import { chunkRows } from '../../lib/chunk-rows';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import styles from './facilities-page.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function FacilitiesPage(_: PageProps) {
  const siteConfig = useSiteConfig();
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const { data, isLoading, failed } = useServices();
  const intro = (siteConfig.content?.facilitiesIntro ?? []).map((p) => localText(lang, p)).filter(Boolean);
  const rows = chunkRows(data, 4);
  return (
    <div className="container section" data-page="facilities">
      {intro.length > 0 && (
        <div className={styles.intro}>
          {intro.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
      <LoadState isLoading={isLoading} failed={failed} empty={data.length === 0} emptyText={t('page.facilities.empty')} skeletons={2}>
        {rows.map((row, r) => (
          <ul key={r} className={styles.row} data-row={r}>
            {row.map((item, i) => (
              <li key={item.id ?? `${r}-${i}`} className={`card ${styles.card}`}>
                <SmartImage
                  path={item.image}
                  alt={item.title}
                  width={400}
                  height={260}
                  sizes={IMAGE_SIZES.grid4}
                  className={styles.image}
                />
                <div className={styles.body}>
                  <h2 className={styles.title}>{item.title}</h2>
                  {item.description && <SafeHtml html={item.description} className={styles.text} headingsFrom={3} />}
                  {item.id !== null && (
                    <SiteLink to={href('services', { TranId: item.id })} className={styles.more}>
                      {t('app.readMore')} <span className="sr-only">{t('media.readMoreAbout', { title: item.title })}</span>
                    </SiteLink>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ))}
      </LoadState>
    </div>
  );
}
