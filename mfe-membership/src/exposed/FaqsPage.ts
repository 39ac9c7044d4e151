import type { ExposedComponent } from 'shared-data';
import FaqsPage from '../pages/faqs/FaqsPage';

export default FaqsPage satisfies ExposedComponent<'membership', './FaqsPage'>;
