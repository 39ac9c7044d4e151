import type { ExposedComponent } from 'shared-data';
import TestimonialsPage from '../pages/testimonials/TestimonialsPage';

export default TestimonialsPage satisfies ExposedComponent<'catalog', './TestimonialsPage'>;
