// A card that is one link: image (or placeholder), title and a description clamped to two lines.
// Used by the academic programs, services and achievements carousels.
import { SiteLink } from '../../navigation/site-link';
import { SmartImage } from '../../components/image/smart-image';
import { IMAGE_SIZES } from '../../components/image/image-sizes';
import styles from './link-card.module.css';

interface Props {
  to: string;
  image: string;
  title: string;
  text?: string;
  /** Image proportions (default 4:3). */
  width?: number;
  height?: number;
  headingLevel?: 3 | 4;
}

export function LinkCard({ to, image, title, text, width = 480, height = 360, headingLevel = 3 }: Props) {
  const H = `h${headingLevel}` as const;
  return (
    <article className={`card ${styles.card}`}>
      <SmartImage path={image} alt={title} width={width} height={height} sizes={IMAGE_SIZES.carousel} className={styles.image} />
      <div className={styles.body}>
        <H className={styles.title}>
          <SiteLink to={to} className={styles.link}>
            {title}
          </SiteLink>
        </H>
        {text && <p className={styles.text}>{text}</p>}
      </div>
    </article>
  );
}
