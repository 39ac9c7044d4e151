import type { PageFile, PageModule } from '@shared-data/contracts';
import TestimonialsPage from '../pages/testimonials/TestimonialsPage';
import type * as self from './TestimonialsPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-testimonials" */ '../pages/testimonials/head')).testimonialsHead(
    params,
    context,
  );
export default TestimonialsPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
