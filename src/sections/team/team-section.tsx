// SPEC §2 home 11: the team (GetIntroduction StaffList, every department) as a carousel of person
// cards.
import { useIntroduction } from '../../api/hooks';
import type { SectionProps } from '../section-props';
import { PeopleCarousel } from '../shared/people-carousel';
import { sectionHeading } from '../shared/section-heading';
import { useLang } from '../../i18n/lang-provider';

export default function TeamSection({ section }: SectionProps<'team'>) {
  const lang = useLang();
  const { data } = useIntroduction();
  const heading = sectionHeading(lang, section.props?.heading, 'section.team.heading');
  return (
    <PeopleCarousel members={data.staff.flatMap((g) => g.members)} heading={heading} preset={section.props?.carousel} showDepartment />
  );
}
