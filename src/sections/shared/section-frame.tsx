// The frame most home sections share: a <section> named by its <h2>, inside the page container.
import { useId, type ReactNode } from 'react';
import styles from './section-frame.module.css';

interface Props {
  heading: string;
  children: ReactNode;
  /** alt: the tinted background that separates neighbouring sections. */
  tone?: 'plain' | 'alt';
  className?: string;
  /** Extra content on the heading row (e.g. a 'View All' link). */
  aside?: ReactNode;
}

export function SectionFrame({ heading, children, tone = 'plain', className, aside }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={[styles.frame, tone === 'alt' ? styles.alt : '', className].filter(Boolean).join(' ')}>
      <div className="container">
        <h2 id={id} className="section-title">
          {heading}
        </h2>
        {aside && <div className={styles.aside}>{aside}</div>}
        {children}
      </div>
    </section>
  );
}
