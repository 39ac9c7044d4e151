import type { RemotePageProps } from '@shared-data/contracts';
import { IntroHero } from './sections/IntroHero';
import { UnlocksSection } from './sections/UnlocksSection';
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

/** /membership: the sections in the order of spec section 2. */
export default function MembershipPage(_props: RemotePageProps) {
  return (
    <>
      <IntroHero />
      <UnlocksSection />
      <BenefitsGrid />
      <LibrarySection />
      <PracticeQuestionsSection />
      <HowItWorks />
      <CertificateSection />
      <ComparisonSection />
      <PlansSection />
      <MembershipFaqSection />
      <TestimonialsFragment />
      <ClosingCta />
    </>
  );
}
