import type { ExposedComponent, ExposedFile } from '@shared-data/contracts';
import TestimonialsSection from '../fragments/testimonials-section/TestimonialsSection';
import type * as self from './TestimonialsSection';

export default TestimonialsSection satisfies ExposedComponent<'catalog', './TestimonialsSection'>;
/** The whole file as the contract wants it. */
export type Contract = ExposedFile<'catalog', './TestimonialsSection', typeof self>;
