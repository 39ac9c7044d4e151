import type { ExposedComponent, ExposedFile } from 'shared-data';
import ContactPage from '../pages/contact/ContactPage';
import type * as self from './ContactPage';

export { contactHead as head } from '../pages/heads';
export default ContactPage satisfies ExposedComponent<'catalog', './ContactPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './ContactPage', typeof self>;
