import { RemoteBoundary } from '@shared-data/platform';

/** Student testimonials, owned by the catalogue team and loaded through federation. */
export function TestimonialsFragment() {
  return <RemoteBoundary remote="catalog" module="./TestimonialsSection" variant="fragment" props={{ limit: 6 }} />;
}
