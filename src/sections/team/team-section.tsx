// SPEC §2 home 11: the team (GetIntroduction StaffList, every department) as a carousel of person
// cards.
import { useIntroduction } from '../../api/hooks';
import type { SectionProps } from '../section-props';
import { PeopleCarousel } from '../shared/people-carousel';
import { sectionHeading } from '../shared/section-heading';

export default function TeamSection({ section }: SectionProps<'team'>) {
  const { data } = useIntroduction();
  const heading = sectionHeading(section.props?.heading, 'section.team.heading');
  return (
    <PeopleCarousel members={data.staff.flatMap((g) => g.members)} heading={heading} preset={section.props?.carousel} showDepartment />
  );
}
