import { bundles, courses } from '@shared-data/content-catalog';
import type { RemotePageProps } from '@shared-data/contracts';
import { CourseDashboard } from './CourseDashboard';

/** /dashboard: the course dashboard over the catalogue's courses and learning paths. */
export default function DashboardPage(_props: RemotePageProps) {
  return <CourseDashboard courses={courses} bundles={bundles} />;
}
