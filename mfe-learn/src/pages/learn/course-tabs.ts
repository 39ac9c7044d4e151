import type { CourseDetail } from '@shared-data/rules';

export type ExtraTab = 'projects' | 'questions';

/**
 * The learn page's second sidebar tab (and last detail tab): Projects when the course has projects,
 * else Questions when it has questions, else none.
 */
export function extraTabFor(detail: Pick<CourseDetail, 'projects' | 'questions'>): ExtraTab | null {
  if (detail.projects.length > 0) return 'projects';
  if (detail.questions.length > 0) return 'questions';
  return null;
}

export const EXTRA_TAB_LABEL: Record<ExtraTab, string> = {
  projects: 'Projects',
  questions: 'Questions',
};
