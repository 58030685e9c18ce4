// SPEC §2 home 15 and §9: achievements in a coverflow carousel (starts on
// carousels.coverflow.startIndex, loops, perViewWide slides from wideFrom px): photo and headline,
// linking to /achievements/{headline}.
import { useView } from '../../api/use-view';
import { achievementViews } from '../../api/list-views';
import { Carousel } from '../../components/carousel/carousel';
import { htmlToText } from '../../lib/truncate';
import { useHref } from '../../navigation/href';
import type { SectionProps } from '../section-props';
import { LinkCard } from '../shared/link-card';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import { useLang } from '../../i18n/lang-provider';

/** The most achievements the home carousel shows; the rest are on the achievements page, linked. */
export const HOME_ACHIEVEMENTS = 12;

export default function AchievementsSection({ section }: SectionProps<'achievements'>) {
  const lang = useLang();
  const href = useHref();
  // The first few only (the build's view of the list: src/api/list-views.ts).
  const { data } = useView(achievementViews.first, { count: HOME_ACHIEVEMENTS });
  const list = data.filter((a) => a.headline);
  if (!list.length) return null;
  const heading = sectionHeading(lang, section.props?.heading, 'section.achievements.heading');
  return (
    <SectionFrame heading={heading}>
      <Carousel
        items={list}
        itemKey={(a, i) => a.id ?? i}
        label={heading}
        variant="coverflow"
        renderItem={(a) => (
          <LinkCard
            to={href('achievement-detail', { slug: a.headline })}
            image={a.photo}
            title={a.headline}
            text={htmlToText(a.description)}
          />
        )}
      />
    </SectionFrame>
  );
}
