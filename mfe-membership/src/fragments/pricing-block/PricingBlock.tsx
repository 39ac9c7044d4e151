import { formatPrice, plans, type PricingBlockProps } from 'shared-data';
import { useRegion } from 'shared-data/region-store';
import { ExternalLink } from 'shared-data/ui';

export default function PricingBlock({ heading = 'Choose Your Learning Journey' }: PricingBlockProps) {
  const region = useRegion();
  return (
    <section aria-label="Membership plans">
      <h2>{heading}</h2>
      {plans.map((plan) => (
        <div key={plan.type}>
          <h3>{plan.title}</h3>
          <p>{formatPrice(region === 'IN' ? plan.priceIndia : plan.price, region)}</p>
          <ExternalLink href={region === 'IN' ? plan.checkoutUrlIndia : plan.checkoutUrl}>
            {plan.buttonText}
          </ExternalLink>
        </div>
      ))}
    </section>
  );
}
