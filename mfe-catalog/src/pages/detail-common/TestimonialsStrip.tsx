import { DISPLAY_LIMITS } from '@shared-data/rules';
import { featuredTestimonials } from '@shared-data/content-catalog';
import { TestimonialGrid } from '../../components/testimonial-grid/TestimonialGrid';
import { AllStoriesLink } from '../../components/testimonial-grid/AllStoriesLink';
import { DetailSection } from './DetailSection';

/** The first eight student stories, with View All → /testimonials. */
export function TestimonialsStrip() {
  return (
    <DetailSection
      estimate={{ tablet: 145, desktop: 115 }}
      title="What Our Students Say"
      eyebrow="Success stories"
      intro="Learners who took our courses and landed the roles they wanted."
    >
      <TestimonialGrid
        items={featuredTestimonials.slice(0, DISPLAY_LIMITS.coursePageTestimonials)}
        rowLabel="Student testimonials"
      />
      <AllStoriesLink label="View All Testimonials" />
    </DetailSection>
  );
}
