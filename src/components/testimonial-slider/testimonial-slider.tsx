// Testimonials one per view on the site's carousel: quote (plain text, shortened with a toggle that
// collapses again on every slide change), photo, name and designation. Used by the home feedback
// section and the Life at School page.
import { useState } from 'react';
import type { Testimonial } from '../../api/guards/testimonials';
import { Carousel } from '../carousel/carousel';
import { SmartImage } from '../image/smart-image';
import { fixedSize } from '../image/image-sizes';
import { TestimonialText } from '../testimonial-text/testimonial-text';
import styles from './testimonial-slider.module.css';

interface Props {
  items: readonly Testimonial[];
  /** Accessible name of the carousel. */
  label: string;
  /** Heading level of each person's name (default 3; 2 where they stand right under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function TestimonialSlider({ items, label, headingLevel = 3, className }: Props) {
  const [current, setCurrent] = useState(0);
  const H = `h${headingLevel}` as const;
  if (!items.length) return null;
  return (
    <Carousel
      items={items}
      itemKey={(x, i) => x.id ?? i}
      label={label}
      preset="one"
      onSelect={setCurrent}
      controls="below"
      className={className}
      renderItem={(x) => (
        <figure className={styles.card}>
          <span className={styles.mark} aria-hidden="true">
            “
          </span>
          {x.title && <p className={styles.title}>{x.title}</p>}
          <blockquote className={styles.quote}>
            <TestimonialText html={x.description} resetKey={current} />
          </blockquote>
          <figcaption className={styles.person}>
            <SmartImage path={x.image} alt={x.name} width={72} height={72} sizes={fixedSize(72)} className={styles.photo} />
            <div>
              <H className={styles.name}>{x.name}</H>
              {x.designation && <p className={styles.designation}>{x.designation}</p>}
            </div>
          </figcaption>
        </figure>
      )}
    />
  );
}
