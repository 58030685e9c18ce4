// /achievements (SPEC §2): photo, headline, date and a short text per achievement, each linking to
// /achievements/{headline}.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useView } from '../../api/use-view';
import { achievementViews } from '../../api/list-views';
import { ListPages } from '../../components/list-pages/list-pages';
import { useListPage } from '../../navigation/use-list-page';
import { SmartImage } from '../../components/image/smart-image';
import { IMAGE_SIZES } from '../../components/image/image-sizes';
import { LoadState } from '../../components/load-state/load-state';
import { Icon } from '../../components/icons/icons';
import { achievementDate } from './achievement-lookup';
import { htmlToText, truncateText } from '../../lib/truncate';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import { Tag } from '../../components/tag/tag';
import styles from './achievements-page.module.css';
import { useLang } from '../../i18n/lang-provider';

const SHORT_TEXT = 160;

export default function AchievementsPage(_: PageProps) {
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const { page: n, size } = useListPage();
  // This page's achievements only (the build's view of the list: src/api/list-views.ts).
  const { data: shown, isLoading, failed } = useView(achievementViews.page, { page: n, size });
  const data = shown.items;
  return (
    <div className="container section" data-page="achievements">
      <LoadState isLoading={isLoading} failed={failed} empty={data.length === 0} emptyText={t('page.achievements.empty')}>
        <ul className={styles.grid}>
          {data.map((a, i) => {
            const date = achievementDate(lang, a);
            const text = truncateText(htmlToText(a.description), SHORT_TEXT);
            return (
              <li key={a.id ?? `${i}-${a.headline}`} className={`card ${styles.card}`}>
                <SmartImage path={a.photo} alt={a.headline} width={480} height={300} sizes={IMAGE_SIZES.grid3} className={styles.image} />
                <div className={styles.body}>
                  {a.category && <Tag>{a.category}</Tag>}
                  <h2 className={styles.title}>
                    <SiteLink to={href('achievement-detail', { slug: a.headline })} className={styles.link}>
                      {a.headline}
                    </SiteLink>
                  </h2>
                  {date && (
                    <p className={styles.date}>
                      <Icon name="calendar" size={16} />
                      {date.iso ? <time dateTime={date.iso}>{date.label}</time> : <span>{date.label}</span>}
                    </p>
                  )}
                  {text && <p className={styles.text}>{text}</p>}
                  <span className={styles.more} aria-hidden="true">
                    {t('app.readMore')} →
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
        <ListPages to={(p) => href('achievements', { page: p })} page={n} total={shown.total} size={size} />
      </LoadState>
    </div>
  );
}
