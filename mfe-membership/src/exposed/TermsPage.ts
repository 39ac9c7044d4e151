import type { ExposedComponent } from 'shared-data';
import TermsPage from '../pages/terms/TermsPage';

export default TermsPage satisfies ExposedComponent<'membership', './TermsPage'>;
