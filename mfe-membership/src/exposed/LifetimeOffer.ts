import type { ExposedComponent, ExposedFile } from '@shared-data/contracts';
import LifetimeOffer from '../fragments/lifetime-offer/LifetimeOffer';
import type * as self from './LifetimeOffer';

export default LifetimeOffer satisfies ExposedComponent<'membership', './LifetimeOffer'>;
/** The whole file as the contract wants it. */
export type Contract = ExposedFile<'membership', './LifetimeOffer', typeof self>;
