// /achievements/:slug (SPEC §2): the achievement whose Headline equals the slug: photo, headline,
// HTML description, and the links that pass it on. An unknown slug says so and links back to the list.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useRouteParams } from '../../navigation/site-nav';
import { useView } from '../../api/use-view';
import { achievementViews } from '../../api/list-views';
import { SmartImage } from '../../components/image/smart-image';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { LoadState } from '../../components/load-state/load-state';
import { Icon } from '../../components/icons/icons';
import { ShareLinks } from '../../components/share-links/share-links';
import { achievementDate } from '../achievements/achievement-lookup';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import { Tag } from '../../components/tag/tag';
import styles from './achievement-detail-page.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function AchievementDetailPage(_: PageProps) {
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const { slug } = useRouteParams();
  // The one achievement (the build's view of the list: src/api/list-views.ts), or none.
  const { data, isLoading, failed } = useView(achievementViews.item, { slug: slug ?? '' });
  const item = data[0] ?? null;
  const date = item ? achievementDate(lang, item) : null;
  const back = (
    <p className={styles.back}>
      <SiteLink to={href('achievements')}>{t('page.achievements.backToList')}</SiteLink>
    </p>
  );
  return (
    <div className="container section" data-page="achievement-detail">
      <LoadState
        isLoading={isLoading}
        failed={failed}
        empty={!item}
        skeletons={1}
        emptyText={
          <>
            {t('page.achievements.notFound')} <SiteLink to={href('achievements')}>{t('page.achievements.backToList')}</SiteLink>
          </>
        }
      >
        {item && (
          <article className={`card ${styles.article}`}>
            <SmartImage path={item.photo} alt={item.headline} width={960} height={600} className={styles.image} priority opened />
            <div className={styles.body}>
              {item.category && <Tag className={styles.category}>{item.category}</Tag>}
              <h2 className={styles.title}>{item.headline}</h2>
              {date && (
                <p className={styles.date}>
                  <Icon name="calendar" size={16} />
                  {date.iso ? <time dateTime={date.iso}>{date.label}</time> : <span>{date.label}</span>}
                </p>
              )}
              {item.description ? <SafeHtml html={item.description} headingsFrom={3} /> : <p>{t('app.na')}</p>}
              <ShareLinks path={href('achievement-detail', { slug: item.headline })} title={item.headline} />
              {back}
            </div>
          </article>
        )}
      </LoadState>
    </div>
  );
}
