import { Link } from 'shared-data/router';
import { DISPLAY_LIMITS, testimonials } from 'shared-data';
import { Section } from '../../../components/section/Section';
import { SwipeRow } from '../../../components/swipe-row/SwipeRow';
import { TestimonialCard } from '../../../components/testimonial-card/TestimonialCard';
import buttons from '../../../styles/buttons.module.css';
import styles from '../featured/Featured.module.css';

/** The first testimonials, with a link to all of them: a swipeable row on phones, two columns from tablets up. */
export function HomeTestimonials() {
  return (
    <Section
      eyebrow="Success stories"
      title="Students who made the switch"
      intro="Real learners, real jobs. Here is what they say about learning with us."
    >
      <SwipeRow label="Student testimonials" desktopColumns={2}>
        {testimonials.slice(0, DISPLAY_LIMITS.homeTestimonials).map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </SwipeRow>
      <p className={styles.more}>
        <Link to="/testimonials" className={buttons.secondary}>
          View More Success Stories
        </Link>
      </p>
    </Section>
  );
}
