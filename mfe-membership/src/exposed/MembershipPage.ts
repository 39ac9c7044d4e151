import type { ExposedComponent } from 'shared-data';
import MembershipPage from '../pages/membership/MembershipPage';

export default MembershipPage satisfies ExposedComponent<'membership', './MembershipPage'>;
