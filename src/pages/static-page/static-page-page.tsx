// Static pages (curriculum and others): route.props.content names an entry of
// site.config.json's content.pages; its title and blocks are shown.
import { useSiteConfig } from '../../site-config/config-context';
import { StaticBlocks } from '../../components/static-blocks/static-blocks';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import shared from '../info-pages.module.css';
import styles from './static-page-page.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function StaticPagePage({ route }: PageProps) {
  const siteConfig = useSiteConfig();
  const t = useT();
  const lang = useLang();
  const key = route.props?.content ?? '';
  const page = key ? siteConfig.content?.pages?.[key] : undefined;
  const title = localText(lang, page?.title);
  const hasBlocks = (page?.blocks ?? []).length > 0;
  return (
    <div className={`container section ${shared.page}`} data-page="static-page">
      {!page || (!title && !hasBlocks) ? (
        <p className="empty">{t('info.pageEmpty')}</p>
      ) : (
        <div className={styles.page}>
          {title && <h2 className={`${shared.rowTitle} ${styles.title}`}>{title}</h2>}
          <StaticBlocks blocks={page.blocks} headingLevel={3} />
        </div>
      )}
    </div>
  );
}
