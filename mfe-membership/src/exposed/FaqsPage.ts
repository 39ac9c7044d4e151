import type { ExposedComponent, ExposedFile } from 'shared-data';
import FaqsPage from '../pages/faqs/FaqsPage';
import type * as self from './FaqsPage';

export { faqsHead as head } from '../pages/heads';
export default FaqsPage satisfies ExposedComponent<'membership', './FaqsPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'membership', './FaqsPage', typeof self>;
