import type { ExposedComponent, ExposedFile } from 'shared-data';
import TestimonialsPage from '../pages/testimonials/TestimonialsPage';
import type * as self from './TestimonialsPage';

export { testimonialsHead as head } from '../pages/heads';
export default TestimonialsPage satisfies ExposedComponent<'catalog', './TestimonialsPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './TestimonialsPage', typeof self>;
