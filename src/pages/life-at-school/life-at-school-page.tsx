// /services-facilities/life-at-school (SPEC §2): the testimonials as a slider, one per view; a
// long quote's '...see more' collapses again whenever the slide changes.
import { useIntroduction, useTestimonials } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { TestimonialSlider } from '../../components/testimonial-slider/testimonial-slider';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import styles from './life-at-school-page.module.css';

export default function LifeAtSchoolPage(_props: PageProps) {
  const t = useT();
  const own = useTestimonials();
  const { data: intro } = useIntroduction();
  const items = own.data.length ? own.data : intro.testimonials;
  return (
    <div className="container section">
      <LoadState isLoading={own.isLoading} failed={own.failed} empty={!items.length} emptyText={t('page.lifeAtSchool.empty')} skeletons={1}>
        <div className={styles.slider}>
          {/* The names stand right under the page's h1: h2, or the outline skips a level. */}
          <TestimonialSlider items={items} label={t('page.lifeAtSchool.label')} headingLevel={2} />
        </div>
      </LoadState>
    </div>
  );
}
