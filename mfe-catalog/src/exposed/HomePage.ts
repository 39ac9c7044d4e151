import type { ExposedComponent, ExposedFile } from 'shared-data';
import HomePage from '../pages/home/HomePage';
import type * as self from './HomePage';

export { homeHead as head } from '../pages/heads';
export default HomePage satisfies ExposedComponent<'catalog', './HomePage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './HomePage', typeof self>;
