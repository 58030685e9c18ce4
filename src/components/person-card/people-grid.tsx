// People (committee, staff) as a list of person cards, for the pages that list them.
import type { StaffMember } from '../../api/guards/introduction';
import { PersonCard } from './person-card';

interface Props {
  members: readonly StaffMember[];
  /** The list's layout class (the page's grid). */
  className?: string;
  headingLevel?: 2 | 3 | 4;
  /** Show each person's department on the card. */
  showDepartment?: boolean;
}

export function PeopleGrid({ members, className, headingLevel = 2, showDepartment = false }: Props) {
  return (
    <ul className={className}>
      {members.map((m, i) => (
        <li key={`${m.id ?? ''}-${m.phone}-${i}`}>
          <PersonCard
            name={m.fullName}
            image={m.image}
            designation={m.designation}
            department={showDepartment ? m.department : undefined}
            qualification={m.qualification}
            social={m.social}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
