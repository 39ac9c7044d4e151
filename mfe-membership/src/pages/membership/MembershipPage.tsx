import type { RemotePageProps } from '@shared-data/contracts';
import { IntroHero } from './sections/IntroHero';
import { BenefitsGrid } from './sections/BenefitsGrid';
import { LibrarySection } from './sections/LibrarySection';
import { PracticeQuestionsSection } from './practice-questions/PracticeQuestionsSection';
import { HowItWorks } from './sections/HowItWorks';
import { CertificateSection } from './sections/CertificateSection';
import { ComparisonSection } from './comparison/ComparisonSection';
import { PlansSection } from './sections/PlansSection';
import { MembershipFaqSection } from './sections/MembershipFaqSection';
import { TestimonialsFragment } from './sections/TestimonialsFragment';
import { ClosingCta } from './sections/ClosingCta';

/**
 * /membership: the sections in the order of spec section 2 (the intro, a section, the DSA
 * practice questions, the plans, then the rest), the plans within the first third of the page on a
 * phone: what a visitor needs to choose (the six benefits, the practice questions) comes before
 * them, what supports the choice (the library, the steps, the certificate, the comparison) after.
 */
export default function MembershipPage(_props: RemotePageProps) {
  return (
    <>
      <IntroHero />
      <BenefitsGrid />
      <PracticeQuestionsSection />
      <PlansSection />
      <LibrarySection />
      <HowItWorks />
      <CertificateSection />
      <ComparisonSection />
      <MembershipFaqSection />
      <TestimonialsFragment />
      <ClosingCta />
    </>
  );
}
