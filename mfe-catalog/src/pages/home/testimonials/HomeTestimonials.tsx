import { Link } from '@shared-data/platform/router';
import { DISPLAY_LIMITS } from '@shared-data/rules';
import { featuredTestimonials } from '@shared-data/content-catalog';
import { Section } from '../../../components/section/Section';
import { TestimonialGrid } from '../../../components/testimonial-grid/TestimonialGrid';
import { buttons } from '@shared-data/ui';
import styles from '../featured/Featured.module.css';

/** The first testimonials, with a link to all of them: a swipeable row on phones, two columns from tablets up. */
export function HomeTestimonials() {
  return (
    <Section
      eyebrow="Success stories"
      title="Students Who Made the Switch"
      intro="Real learners, real jobs. Here is what they say about learning with us."
    >
      <TestimonialGrid
        items={featuredTestimonials.slice(0, DISPLAY_LIMITS.homeTestimonials)}
        rowLabel="Student testimonials"
      />
      <p className={styles.more}>
        <Link to="/testimonials" className={buttons.secondary}>
          View More Success Stories
        </Link>
      </p>
    </Section>
  );
}
