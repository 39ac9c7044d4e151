import type { ExposedComponent } from 'shared-data';
import LearnPage from '../pages/learn/LearnPage';

export default LearnPage satisfies ExposedComponent<'learn', './LearnPage'>;
