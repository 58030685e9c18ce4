// /admission-procedure/online-admission: text and the age/class table from site.config.json
// (content.onlineAdmission), and a link to the admission inquiry form.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useSiteConfig } from '../../site-config/config-context';
import { StaticBlocks } from '../../components/static-blocks/static-blocks';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import shared from '../info-pages.module.css';
import styles from './online-admission-page.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function OnlineAdmissionPage() {
  const siteConfig = useSiteConfig();
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const content = siteConfig.content?.onlineAdmission;
  const table = content?.table;
  const columns = (table?.columns ?? []).map((c) => localText(lang, c));
  const rows = table?.rows ?? [];
  const caption = localText(lang, table?.caption);
  return (
    <div className={`container section ${shared.page}`} data-page="online-admission">
      <StaticBlocks blocks={content?.blocks} />
      {columns.length > 0 && rows.length > 0 && (
        <div className={styles.tableBox}>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls sideways in this region, so the keyboard must reach it: the rule's documented exception */}
          <div className={styles.scroll} tabIndex={0} role="region" aria-label={caption || t('info.tableScroll')}>
            <table className={styles.table}>
              {caption && <caption className={styles.caption}>{caption}</caption>}
              <thead>
                <tr>
                  {columns.map((c, i) => (
                    <th key={i} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, ri) => (
                  <tr key={ri}>
                    {columns.map((_, ci) =>
                      ci === 0 ? (
                        <th key={ci} scope="row">
                          {row[ci] ?? ''}
                        </th>
                      ) : (
                        <td key={ci}>{row[ci] ?? ''}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <div className={shared.actions}>
        <SiteLink className="btn" to={href('admission-inquiry')}>
          {t('info.applyNow')}
        </SiteLink>
      </div>
    </div>
  );
}
