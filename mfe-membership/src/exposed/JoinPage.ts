import type { ExposedComponent } from 'shared-data';
import JoinPage from '../pages/join/JoinPage';

export default JoinPage satisfies ExposedComponent<'membership', './JoinPage'>;
