// SPEC §2 home 14: the feedback form (the form engine's, forms.<props.form>) beside the
// testimonials slider. Without testimonials the form stands alone. The form engine is a lazy chunk
// that a prerender may not have at hand, so the form mounts after hydration (a prerendered Suspense
// boundary that could not finish makes React throw error #419 in the browser), and only once the
// visitor scrolls near it (the form engine is the heaviest code on the page); until then its place
// is held, and a browser without JavaScript is told the form needs it.
import { useRef } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { useIntroduction, useTestimonials } from '../../api/hooks';
import { TestimonialSlider } from '../../components/testimonial-slider/testimonial-slider';
import { FormView } from '../../forms/form-view';
import { FormNeedsScript } from '../../forms/form-needs-script';
import { useT } from '../../i18n/use-t';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import styles from './feedback-testimonials.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function FeedbackTestimonialsSection({ section }: SectionProps<'feedback-testimonials'>) {
  const t = useT();
  const lang = useLang();
  const { data: own } = useTestimonials();
  const { data: intro } = useIntroduction();
  const testimonials = own.length ? own : intro.testimonials;
  const formBox = useRef<HTMLDivElement>(null);
  const mounted = useNearViewport(formBox);
  const heading = sectionHeading(lang, section.props?.heading, 'section.feedback.heading');
  return (
    <SectionFrame heading={heading}>
      <div className={[styles.grid, testimonials.length ? '' : styles.single].filter(Boolean).join(' ')}>
        <div className={styles.form} ref={formBox}>
          <h3 className={styles.subheading}>{t('section.feedback.form')}</h3>
          {mounted ? (
            <FormView formId={section.props?.form ?? 'feedback'} headingLevel={3} />
          ) : (
            <>
              <FormNeedsScript />
              <div className={styles.formPlaceholder} aria-hidden="true" />
            </>
          )}
        </div>
        {testimonials.length > 0 && (
          <div className={styles.testimonials}>
            <h3 className={styles.subheading}>{t('section.feedback.testimonials')}</h3>
            <TestimonialSlider items={testimonials} label={t('section.feedback.testimonials')} headingLevel={4} />
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
