import type { ExposedComponent, ExposedFile } from '@shared-data/contracts';
import MembershipPitch from '../fragments/membership-pitch/MembershipPitch';
import type * as self from './MembershipPitch';

export default MembershipPitch satisfies ExposedComponent<'membership', './MembershipPitch'>;
/** The whole file as the contract wants it. */
export type Contract = ExposedFile<'membership', './MembershipPitch', typeof self>;
