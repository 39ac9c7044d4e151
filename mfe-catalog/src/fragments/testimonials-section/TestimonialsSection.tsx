import { Link } from 'shared-data/router';
import { testimonials, visibleSlice, type TestimonialsSectionProps } from 'shared-data';
import { TestimonialGrid } from '../../components/testimonial-grid/TestimonialGrid';
import { Section } from '../../components/section/Section';
import buttons from '../../styles/buttons.module.css';
import styles from './TestimonialsSection.module.css';

/**
 * Federated fragment (other teams' pages load it): the first `limit` testimonials as cards, or all
 * of them; a 'View All' link to /testimonials when some are left out.
 */
export default function TestimonialsSection({ limit, heading = 'What Our Students Say' }: TestimonialsSectionProps) {
  const { visible, hasToggle } = visibleSlice(testimonials, limit ?? testimonials.length, false);
  return (
    <Section eyebrow="Success stories" title={heading} tone="soft">
      <TestimonialGrid items={visible} rowLabel="Student testimonials" />
      {hasToggle && (
        <p className={styles.more}>
          <Link to="/testimonials" className={buttons.secondary}>
            View All
          </Link>
        </p>
      )}
    </Section>
  );
}
