// A home section of people (committee, team) as a carousel of person cards; nothing when empty.
import type { StaffMember } from '../../api/guards/introduction';
import { Carousel } from '../../components/carousel/carousel';
import { PersonCard } from '../../components/person-card/person-card';
import { IMAGE_SIZES } from '../../components/image/image-sizes';
import { SectionFrame } from './section-frame';

interface Props {
  members: readonly StaffMember[];
  heading: string;
  /** Carousel preset under carousels.presets (default 'five'). */
  preset?: string;
  /** Show each person's department on the card. */
  showDepartment?: boolean;
}

export function PeopleCarousel({ members, heading, preset, showDepartment = false }: Props) {
  if (!members.length) return null;
  return (
    <SectionFrame heading={heading}>
      <Carousel
        items={members}
        itemKey={(m, i) => m.id ?? `${m.fullName}-${i}`}
        label={heading}
        preset={preset ?? 'five'}
        renderItem={(m) => (
          <PersonCard
            name={m.fullName}
            image={m.image}
            designation={m.designation}
            department={showDepartment ? m.department : undefined}
            social={m.social}
            sizes={IMAGE_SIZES.carousel}
          />
        )}
      />
    </SectionFrame>
  );
}
