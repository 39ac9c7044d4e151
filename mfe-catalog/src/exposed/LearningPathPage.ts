import type { ExposedComponent } from 'shared-data';
import LearningPathPage from '../pages/learning-path/LearningPathPage';

export default LearningPathPage satisfies ExposedComponent<'catalog', './LearningPathPage'>;
