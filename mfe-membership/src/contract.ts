/**
 * What the membership remote exposes, with each module's type: its entry in shared-data's
 * ExposedModules (every part's type check includes this file). parts.json must name the same modules.
 */
import type { ComponentModule, PageModule, PlanFragmentProps, PricingBlockProps } from 'shared-data';

declare module 'shared-data/contracts' {
  interface ExposedModules {
    membership: {
      './MembershipPage': PageModule;
      './JoinPage': PageModule;
      './FaqsPage': PageModule;
      './TermsPage': PageModule;
      './PrivacyPage': PageModule;
      './PricingBlock': ComponentModule<PricingBlockProps>;
      './LifetimeOffer': ComponentModule<PlanFragmentProps>;
      './MembershipPitch': ComponentModule<PlanFragmentProps>;
    };
  }
}
