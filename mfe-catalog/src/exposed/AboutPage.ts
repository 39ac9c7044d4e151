import type { ExposedComponent } from 'shared-data';
import AboutPage from '../pages/about/AboutPage';

export default AboutPage satisfies ExposedComponent<'catalog', './AboutPage'>;
