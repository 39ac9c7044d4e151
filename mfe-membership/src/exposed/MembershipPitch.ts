import type { ExposedComponent } from 'shared-data';
import MembershipPitch from '../fragments/membership-pitch/MembershipPitch';

export default MembershipPitch satisfies ExposedComponent<'membership', './MembershipPitch'>;
