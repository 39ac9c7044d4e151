import type { ExposedComponent, ExposedFile } from 'shared-data';
import LearningPathPage from '../pages/learning-path/LearningPathPage';
import type * as self from './LearningPathPage';

export { learningPathHead as head } from '../pages/heads';
export default LearningPathPage satisfies ExposedComponent<'catalog', './LearningPathPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './LearningPathPage', typeof self>;
