import type { ExposedComponent, ExposedFile } from 'shared-data';
import AboutPage from '../pages/about/AboutPage';
import type * as self from './AboutPage';

export { aboutHead as head } from '../pages/heads';
export default AboutPage satisfies ExposedComponent<'catalog', './AboutPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './AboutPage', typeof self>;
