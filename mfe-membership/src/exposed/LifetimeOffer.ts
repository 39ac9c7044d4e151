import type { ExposedComponent } from 'shared-data';
import LifetimeOffer from '../fragments/lifetime-offer/LifetimeOffer';

export default LifetimeOffer satisfies ExposedComponent<'membership', './LifetimeOffer'>;
