import PricingBlock from '../../fragments/pricing-block/PricingBlock';

export default function JoinPage() {
  return (
    <div>
      <h1>Join CodeYatra</h1>
      <PricingBlock heading="Pick your plan" />
    </div>
  );
}
