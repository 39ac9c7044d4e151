import type { ExposedComponent, ExposedFile } from '@shared-data/contracts';
import PricingBlock from '../fragments/pricing-block/PricingBlock';
import type * as self from './PricingBlock';

export default PricingBlock satisfies ExposedComponent<'membership', './PricingBlock'>;
/** The whole file as the contract wants it. */
export type Contract = ExposedFile<'membership', './PricingBlock', typeof self>;
