import type { ExposedComponent } from 'shared-data';
import BundleDetailPage from '../pages/bundle-detail/BundleDetailPage';

export default BundleDetailPage satisfies ExposedComponent<'catalog', './BundleDetailPage'>;
