import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { getCourseBySlug, regionalPrices, type PricingBlockProps, type RemotePageProps } from 'shared-data';
import { loadFederatedModule } from 'shared-data/federation';
import { useRegion } from 'shared-data/region-store';
import { RemoteBoundary } from 'shared-data/ui';
import type { ComponentType } from 'react';

export default function CourseDetailPage({ NotFound }: RemotePageProps) {
  const { slug } = useParams();
  const region = useRegion();
  const loadPricing = useCallback(
    async (attempt: number) =>
      (
        await loadFederatedModule<{ default: ComponentType<PricingBlockProps> }>(
          'membership',
          './PricingBlock',
          attempt,
        )
      ).default,
    [],
  );
  const course = getCourseBySlug(slug);
  if (!course) return <NotFound />;
  const prices = regionalPrices(course, region);
  return (
    <div>
      <h1>{course.title}</h1>
      <p>{course.description}</p>
      <p>
        <del>{prices.original}</del> {prices.discounted}
      </p>
      <RemoteBoundary label="Membership pricing" variant="fragment" load={loadPricing} componentProps={{}} />
    </div>
  );
}
