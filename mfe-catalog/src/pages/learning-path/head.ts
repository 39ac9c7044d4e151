/** The learning paths page's head. */
import { BRAND, type PageHeadOf } from 'shared-data';

export const learningPathHead: PageHeadOf = () => ({
  title: 'Learning Path',
  description: `Step-by-step roadmaps that bundle ${BRAND} courses into a path to a developer job.`,
  keywords: ['roadmap', 'learning path'],
});
