import type { ExposedComponent, ExposedFile } from '@shared-data/contracts';
import PopularCourses from '../fragments/popular-courses/PopularCourses';
import type * as self from './PopularCourses';

export default PopularCourses satisfies ExposedComponent<'catalog', './PopularCourses'>;
/** The whole file as the contract wants it. */
export type Contract = ExposedFile<'catalog', './PopularCourses', typeof self>;
