import type { ExposedComponent } from 'shared-data';
import ContactPage from '../pages/contact/ContactPage';

export default ContactPage satisfies ExposedComponent<'catalog', './ContactPage'>;
