import type { ComponentType } from 'react';
import type { TestimonialsSectionProps } from 'shared-data';
import { loadFederatedModule } from 'shared-data/federation';
import { RemoteBoundary } from 'shared-data/ui';

/** Module-level, so the boundary sees the same loader on every render. */
const loadTestimonials = (attempt: number) =>
  loadFederatedModule<{ default: ComponentType<TestimonialsSectionProps> }>(
    'catalog',
    './TestimonialsSection',
    attempt,
  ).then((module) => module.default);

const TESTIMONIAL_PROPS: TestimonialsSectionProps = { limit: 6 };

/** Student testimonials, owned by the catalogue team and loaded through federation. */
export function TestimonialsFragment() {
  return (
    <RemoteBoundary
      variant="fragment"
      label="Student testimonials"
      load={loadTestimonials}
      componentProps={TESTIMONIAL_PROPS}
    />
  );
}
