import { createConfig } from '../webpack.base.mjs';

// The Membership team's remote. Keep the exposed names in step with REMOTE_MODULES in shared-data/src/contracts.ts.
export default createConfig({
  dir: import.meta.dirname,
  name: 'membership',
  port: 3002,
  exposes: {
    './MembershipPage': './src/pages/membership/MembershipPage.tsx',
    './JoinPage': './src/pages/join/JoinPage.tsx',
    './FaqsPage': './src/pages/faqs/FaqsPage.tsx',
    './TermsPage': './src/pages/terms/TermsPage.tsx',
    './PrivacyPage': './src/pages/privacy/PrivacyPage.tsx',
    './PricingBlock': './src/fragments/pricing-block/PricingBlock.tsx',
  },
});
