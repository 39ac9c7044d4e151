import PricingBlock from '../../fragments/pricing-block/PricingBlock';

export default function MembershipPage() {
  return (
    <div>
      <h1>One Membership. Every Course.</h1>
      <PricingBlock />
    </div>
  );
}
