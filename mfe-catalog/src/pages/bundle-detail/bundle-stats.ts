import type { Bundle } from '@shared-data/rules';
import type { Stat } from '../detail-common/StatCards';

/**
 * The bundle's figures, each saying what it counts (the path's, not the site's or one course's): students, courses and hours always; projects and questions when the bundle
 * has any (a '0 Questions' card on the frontend path would read as a defect, not a fact).
 */
export function bundleStats(bundle: Bundle): Stat[] {
  const { totalHours, totalProjects, totalQuestions } = bundle.duration;
  const stats: Stat[] = [
    { label: 'Students on this path', value: bundle.activeStudents },
    { label: 'Courses in this path', value: bundle.courses.length },
    { label: 'Hours of video', value: totalHours },
  ];
  if (totalProjects > 0) stats.push({ label: 'Projects in this path', value: totalProjects });
  if (totalQuestions > 0) stats.push({ label: 'Questions in this path', value: totalQuestions });
  return stats;
}
