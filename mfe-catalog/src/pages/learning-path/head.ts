/** The learning paths page's head. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';

export const learningPathHead: PageHeadOf = () => ({
  title: 'Learning Path',
  description: `Step-by-step roadmaps that bundle ${BRAND} courses into a path to a developer job.`,
  keywords: ['roadmap', 'learning path'],
});
