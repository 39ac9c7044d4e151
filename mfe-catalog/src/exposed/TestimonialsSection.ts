import type { ExposedComponent } from 'shared-data';
import TestimonialsSection from '../fragments/testimonials-section/TestimonialsSection';

export default TestimonialsSection satisfies ExposedComponent<'catalog', './TestimonialsSection'>;
