import type { ExposedComponent } from 'shared-data';
import HomePage from '../pages/home/HomePage';

export default HomePage satisfies ExposedComponent<'catalog', './HomePage'>;
