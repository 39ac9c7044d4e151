import type { ExposedComponent, ExposedFile } from 'shared-data';
import TermsPage from '../pages/terms/TermsPage';
import type * as self from './TermsPage';

export { termsHead as head } from '../pages/heads';
export default TermsPage satisfies ExposedComponent<'membership', './TermsPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'membership', './TermsPage', typeof self>;
