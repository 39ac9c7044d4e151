import { Link } from '@shared-data/platform/router';
import { DISPLAY_LIMITS } from '@shared-data/rules';
import { featuredTestimonials } from '@shared-data/content-catalog';
import { TestimonialGrid } from '../../components/testimonial-grid/TestimonialGrid';
import { buttons, followOnClass } from '@shared-data/ui';
import { DetailSection } from './DetailSection';
import styles from './TestimonialsStrip.module.css';

/** The first eight student stories, with View All → /testimonials. */
export function TestimonialsStrip() {
  return (
    <DetailSection
      title="What Our Students Say"
      eyebrow="Success stories"
      intro="Learners who took our courses and landed the roles they wanted."
    >
      <TestimonialGrid
        items={featuredTestimonials.slice(0, DISPLAY_LIMITS.coursePageTestimonials)}
        rowLabel="Student testimonials"
      />
      <p className={followOnClass(styles.more)}>
        <Link className={buttons.secondary} to="/testimonials">
          View All Testimonials
        </Link>
      </p>
    </DetailSection>
  );
}
