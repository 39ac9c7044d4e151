/** The learning paths page's head. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';

export const learningPathHead: PageHeadOf = () => ({
  title: 'Learning Path',
  description: `Step-by-step learning paths that put ${BRAND} courses in order, from the first lesson to a developer job.`,
  keywords: ['roadmap', 'learning path'],
});
