import { PageSection } from '../../../components/section/PageSection';
import { PlansBlock } from '../../../components/plans/PlansBlock';
import { MembershipIncludes } from '../../../components/membership-includes/MembershipIncludes';

/** The plans, at the anchor every 'see the plans' link on the page points to. */
export function PlansSection() {
  return (
    <PageSection
      id="plans"
      eyebrow="Pricing"
      estimate={{ phone: 145, tablet: 80, desktop: 80 }}
      heading="Choose Your Learning Journey"
      intro={<p>Same library, same features: pick one year of access or pay once and keep it for life.</p>}
      tone="soft"
    >
      <PlansBlock />
      <MembershipIncludes />
    </PageSection>
  );
}
