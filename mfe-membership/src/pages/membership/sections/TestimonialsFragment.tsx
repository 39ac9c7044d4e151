import { RemoteBoundary } from '@shared-data/platform';

/**
 * Student testimonials, owned by the catalogue team and loaded through federation. Their HTML is
 * all a visitor needs until they reach for them (stories and a link), as on the home page, so the
 * browser hydrates them on interaction: the page's first load carries none of their code.
 */
export function TestimonialsFragment() {
  return (
    <RemoteBoundary
      remote="catalog"
      module="./TestimonialsSection"
      variant="fragment"
      hydration="on-interaction"
      props={{ limit: 6 }}
    />
  );
}
