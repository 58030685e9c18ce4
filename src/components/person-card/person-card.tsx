// One person as a card: photo, name, designation, department, qualification and social links.
// Used by Our Team, Committee Members, Board of Directors and the home team/committee carousels.
import type { ReactNode } from 'react';
import { SmartImage } from '../image/smart-image';
import { IMAGE_SIZES } from '../image/image-sizes';
import { PersonSocial, type PersonSocialLink } from './person-social';
import styles from './person-card.module.css';

export interface PersonCardProps {
  name: string;
  /** A back-end image path (\Attachments\…) or URL; a placeholder shows when missing. */
  image: string;
  designation?: string;
  department?: string;
  qualification?: string;
  social?: PersonSocialLink[];
  /** Heading level of the name (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Extra content under the details (e.g. contact links). */
  children?: ReactNode;
  className?: string;
  /** How wide the photo is shown (the people grid's, by default; a carousel says its own). */
  sizes?: string;
}

export function PersonCard({
  name,
  image,
  designation,
  department,
  qualification,
  social,
  headingLevel = 3,
  children,
  className,
  sizes = IMAGE_SIZES.people,
}: PersonCardProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article className={['card', styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.photo}>
        <SmartImage path={image} alt={name} width={320} height={360} sizes={sizes} />
      </div>
      <div className={styles.body}>
        <H className={styles.name}>{name}</H>
        {designation && <p className={styles.designation}>{designation}</p>}
        {department && <p className={styles.meta}>{department}</p>}
        {qualification && <p className={styles.meta}>{qualification}</p>}
        {children}
        <PersonSocial person={name} links={social} className={styles.social} />
      </div>
    </article>
  );
}
