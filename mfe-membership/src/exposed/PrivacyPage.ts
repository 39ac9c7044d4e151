import type { ExposedComponent, ExposedFile } from 'shared-data';
import PrivacyPage from '../pages/privacy/PrivacyPage';
import type * as self from './PrivacyPage';

export { privacyHead as head } from '../pages/heads';
export default PrivacyPage satisfies ExposedComponent<'membership', './PrivacyPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'membership', './PrivacyPage', typeof self>;
