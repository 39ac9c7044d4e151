import type { CourseDuration } from './entities';
import { formatDecimal } from './digits';

/** A count as the whole site writes it: with a thousands separator ('1,061'). */
export function formatCount(count: number): string {
  return formatDecimal(count);
}

/** A count and its noun, in the singular for one ('1 project', '1,061 reviews'). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** What a course holds, zero counts left out: '8 hours · 3 projects · 40 questions'. */
export function courseContents(duration: CourseDuration): string[] {
  return [
    countOf(duration.hours, 'hour'),
    ...(duration.projects > 0 ? [countOf(duration.projects, 'project')] : []),
    ...(duration.questions > 0 ? [countOf(duration.questions, 'question')] : []),
  ];
}
