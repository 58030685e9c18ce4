// SPEC §2 home 8: committee members (GetIntroduction CommitteList) as a carousel of person cards.
import { useIntroduction } from '../../api/hooks';
import type { SectionProps } from '../section-props';
import { PeopleCarousel } from '../shared/people-carousel';
import { sectionHeading } from '../shared/section-heading';
import { useLang } from '../../i18n/lang-provider';

export default function CommitteeSection({ section }: SectionProps<'committee'>) {
  const lang = useLang();
  const { data } = useIntroduction();
  const heading = sectionHeading(lang, section.props?.heading, 'section.committee.heading');
  return <PeopleCarousel members={data.committee} heading={heading} preset={section.props?.carousel} />;
}
