import { visibleSlice, type Testimonial } from '@shared-data/rules';
import { type TestimonialsSectionProps } from '@shared-data/contracts';
import { featuredTestimonials, loadAllTestimonials } from '@shared-data/content-catalog';
import { useResource } from '@shared-data/platform';
import { TestimonialGrid } from '../../components/testimonial-grid/TestimonialGrid';
import { AllStoriesLink } from '../../components/testimonial-grid/AllStoriesLink';
import { Section } from '../../components/section/Section';

/**
 * Federated fragment (other teams' pages load it): the first `limit` testimonials as cards, or all
 * of them; a 'View All' link to /testimonials when some are left out. Fewer than the featured
 * stories come with the fragment; more are loaded with it (rendered on the server, sent with the
 * page), so a page showing a few does not carry all of them.
 */
export default function TestimonialsSection({ limit, heading = 'What Our Students Say' }: TestimonialsSectionProps) {
  const fewerThanFeatured = limit !== undefined && limit < featuredTestimonials.length;
  return (
    // Taller than most bands from a tablet up (a grid of six: 103rem at 768 px, 84 at 1024).
    <Section eyebrow="Success stories" title={heading} tone="soft" estimate={{ tablet: 115, desktop: 90 }}>
      {fewerThanFeatured ? (
        <Stories {...visibleSlice(featuredTestimonials, limit, false)} />
      ) : (
        <AllStories limit={limit} />
      )}
    </Section>
  );
}

function AllStories({ limit }: { limit?: number }) {
  const all = useResource('testimonials/all', loadAllTestimonials);
  // Without the full list, the featured stories still show, with the way to the rest.
  if (all.status === 'failed') return <Stories visible={featuredTestimonials.slice(0, limit)} hasToggle />;
  return <Stories {...visibleSlice(all.value, limit ?? all.value.length, false)} />;
}

/** The stories as cards, and the link to all of them when some are left out. */
function Stories({ visible, hasToggle }: { visible: readonly Testimonial[]; hasToggle: boolean }) {
  return (
    <>
      <TestimonialGrid items={visible} rowLabel="Student testimonials" />
      {hasToggle && <AllStoriesLink label="View All" />}
    </>
  );
}
