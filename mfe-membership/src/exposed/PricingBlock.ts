import type { ExposedComponent } from 'shared-data';
import PricingBlock from '../fragments/pricing-block/PricingBlock';

export default PricingBlock satisfies ExposedComponent<'membership', './PricingBlock'>;
