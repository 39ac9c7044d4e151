import { useParams } from 'react-router-dom';
import { getBundleBySlug, regionalPrices, type RemotePageProps } from 'shared-data';
import { useRegion } from 'shared-data/region-store';

export default function BundleDetailPage({ NotFound }: RemotePageProps) {
  const { slug } = useParams();
  const region = useRegion();
  const bundle = getBundleBySlug(slug);
  if (!bundle) return <NotFound />;
  return (
    <div>
      <h1>{bundle.title}</h1>
      <p>{bundle.description}</p>
      <p>{regionalPrices(bundle, region).discounted}</p>
    </div>
  );
}
