// An image beside a block of text; rows alternate sides on wide screens (`flip`) and stack with
// the image first on phones. With no image path the text takes the whole row.
import type { ReactNode } from 'react';
import { SmartImage } from '../image/smart-image';
import styles from './media-row.module.css';

interface Props {
  image: string;
  alt: string;
  flip?: boolean;
  id?: string;
  /** Load the image eagerly (the first row on the first screen). */
  priority?: boolean;
  /** Keep the placeholder when there is no image (default: drop the image column). */
  keepPlaceholder?: boolean;
  className?: string;
  children: ReactNode;
}

export function MediaRow({ image, alt, flip, id, priority, keepPlaceholder, className, children }: Props) {
  const hasImage = keepPlaceholder || image.trim() !== '';
  const cls = [styles.row, flip && styles.flip, !hasImage && styles.textOnly, className].filter(Boolean).join(' ');
  return (
    <section id={id} tabIndex={id ? -1 : undefined} className={cls}>
      {hasImage && (
        <div className={styles.media}>
          <SmartImage path={image} alt={alt} width={640} height={420} priority={priority} />
        </div>
      )}
      <div className={styles.text}>{children}</div>
    </section>
  );
}
