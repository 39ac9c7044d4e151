import { Link } from '@shared-data/platform/router';
import { DISPLAY_LIMITS } from '@shared-data/rules';
import { featuredTestimonials } from '@shared-data/content-catalog';
import { Section } from '../../../components/section/Section';
import { TestimonialGrid } from '../../../components/testimonial-grid/TestimonialGrid';
import { buttons, followOnClass } from '@shared-data/ui';

/**
 * The first testimonials, with a link to all of them: one swipeable row at every width (three stories
 * in view on a desktop, the next peeking in). In two columns the eight made the page's longest section,
 * as long as any two others; the link leads to all of them, in columns.
 */
export function HomeTestimonials() {
  return (
    <Section
      estimate={{ tablet: 50, desktop: 60 }}
      eyebrow="Success stories"
      title="Students Who Made the Switch"
      intro="Real learners, real jobs. Here is what they say about learning with us."
      tone="soft"
    >
      <TestimonialGrid
        items={featuredTestimonials.slice(0, DISPLAY_LIMITS.homeTestimonials)}
        rowLabel="Student testimonials"
        alwaysRow
      />
      <p className={followOnClass()}>
        <Link to="/testimonials" className={buttons.secondary}>
          View More Success Stories
        </Link>
      </p>
    </Section>
  );
}
