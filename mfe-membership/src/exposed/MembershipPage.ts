import type { ExposedComponent, ExposedFile } from 'shared-data';
import MembershipPage from '../pages/membership/MembershipPage';
import type * as self from './MembershipPage';

export { membershipHead as head } from '../pages/heads';
export default MembershipPage satisfies ExposedComponent<'membership', './MembershipPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'membership', './MembershipPage', typeof self>;
