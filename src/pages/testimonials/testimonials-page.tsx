// /media/testimonials: every testimonial by OrderNo — photo, name, designation, title and the
// Description as plain text with SPEC §4's 300/200 rule ('...see more' / '....show less').
// GetTestimonial is the source; when it has nothing (its failure answer is a bare []), the
// TestimonialList of GetIntroduction is used instead.
import { useIntroduction, useTestimonials } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import type { Testimonial } from '../../api/guards/testimonials';
import { SmartImage } from '../../components/image/smart-image';
import { fixedSize } from '../../components/image/image-sizes';
import { LoadState } from '../../components/load-state/load-state';
import { TestimonialText } from '../../components/testimonial-text/testimonial-text';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import styles from './testimonials.module.css';
import page from '../media-page.module.css';

export default function TestimonialsPage(_: PageProps) {
  const t = useT();
  const own = useTestimonials();
  const intro = useIntroduction();
  const hasOwn = own.data.length > 0;
  const list = byOrder([...(hasOwn ? own.data : intro.data.testimonials)]);
  const isLoading = own.isLoading || (!hasOwn && intro.isLoading);
  const failed = own.failed && (hasOwn || intro.failed);
  return (
    <div className={`container section ${page.page}`} data-page="testimonials">
      <LoadState isLoading={isLoading} failed={failed} empty={list.length === 0} emptyText={t('media.noTestimonials')}>
        <ul className={styles.list}>
          {list.map((item, i) => (
            <li key={item.id ?? `t${i}`}>
              <TestimonialCard item={item} />
            </li>
          ))}
        </ul>
      </LoadState>
    </div>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <article className={`card ${styles.card}`}>
      <header className={styles.head}>
        <SmartImage path={item.image} alt={item.name} width={96} height={96} sizes={fixedSize(96)} className={styles.photo} />
        <p className={styles.who}>
          {item.name && <strong className={styles.name}>{item.name}</strong>}
          {item.designation && <span className={styles.designation}>{item.designation}</span>}
        </p>
      </header>
      {item.title && <h2 className={styles.title}>{item.title}</h2>}
      <blockquote className={styles.quote}>
        <TestimonialText html={item.description} />
      </blockquote>
    </article>
  );
}
