import { bundles } from 'shared-data';

export default function DashboardPage() {
  return (
    <div>
      <h1>My Courses</h1>
      <ul>
        {bundles.map((bundle) => (
          <li key={bundle.id}>{bundle.title}</li>
        ))}
      </ul>
    </div>
  );
}
