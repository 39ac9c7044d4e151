import type { Bundle } from '@shared-data/rules';
import type { Stat } from '../detail-common/StatCards';

/**
 * The bundle's figures: students, courses and hours always; projects and questions when the bundle
 * has any (a '0 Questions' card on the frontend path would read as a defect, not a fact).
 */
export function bundleStats(bundle: Bundle): Stat[] {
  const { totalHours, totalProjects, totalQuestions } = bundle.duration;
  const stats: Stat[] = [
    { label: 'Students', value: bundle.activeStudents },
    { label: 'Courses', value: bundle.courses.length },
    { label: 'Hours', value: totalHours },
  ];
  if (totalProjects > 0) stats.push({ label: 'Projects', value: totalProjects });
  if (totalQuestions > 0) stats.push({ label: 'Questions', value: totalQuestions });
  return stats;
}
