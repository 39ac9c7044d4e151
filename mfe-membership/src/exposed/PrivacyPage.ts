import type { ExposedComponent } from 'shared-data';
import PrivacyPage from '../pages/privacy/PrivacyPage';

export default PrivacyPage satisfies ExposedComponent<'membership', './PrivacyPage'>;
