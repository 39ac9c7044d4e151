import type { PageFile, PageModule } from 'shared-data';
import LearnPage, { head, sitemapPaths } from './LearnPage';
import type * as self from './E2eBrokenLearnPage';

function BrokenLearnPage() {
  if (typeof document !== 'undefined') throw new Error("E2E canary 1795647782883: the course player broke");
  return <LearnPage />;
}

export { head, sitemapPaths };
export default BrokenLearnPage satisfies PageModule['default'];
export type Contract = PageFile<typeof self>;
