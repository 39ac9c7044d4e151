import { Link } from '@shared-data/platform/router';
import { type PricingBlockProps } from '@shared-data/contracts';
import { bundles, courses } from '@shared-data/content-catalog';
import { Section, followOnClass } from '@shared-data/ui';
import { PlansBlock } from '../../components/plans/PlansBlock';
import { MembershipIncludes } from '../../components/membership-includes/MembershipIncludes';

export const DEFAULT_PRICING_HEADING = 'Unlock Every Course with One Membership';

/**
 * The membership pricing section, exposed through federation: the catalogue team shows it on
 * course and bundle pages, and this team can change it and redeploy alone. Its band and heading
 * are the design system's Section.
 */
export default function PricingBlock({ heading = DEFAULT_PRICING_HEADING }: PricingBlockProps) {
  return (
    <Section
      eyebrow="Membership"
      title={heading}
      tone="soft"
      estimate={{ phone: 165, tablet: 90, desktop: 80 }}
      intro={`Why buy one course when one payment opens all ${courses.length} courses and ${bundles.length} learning paths, with every new course we release?`}
    >
      <PlansBlock />
      <MembershipIncludes />
      <p className={followOnClass()}>
        <Link to="/membership">See everything the membership includes</Link>
      </p>
    </Section>
  );
}
