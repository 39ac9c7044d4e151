/**
 * What the learn remote exposes, with each module's type: its entry in shared-data's ExposedModules
 * (every part's type check includes this file). parts.json must name the same modules.
 */
import type { PageModule } from 'shared-data';

declare module 'shared-data/contracts' {
  interface ExposedModules {
    learn: { './LearnPage': PageModule };
  }
}
