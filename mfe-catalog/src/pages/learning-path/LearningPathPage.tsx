import { Link } from 'react-router-dom';
import { bundles } from 'shared-data';

export default function LearningPathPage() {
  return (
    <div>
      <h1>Learning Paths</h1>
      <ul>
        {bundles.map((bundle) => (
          <li key={bundle.id}>
            <Link to={`/bundles/${bundle.slug}`}>{bundle.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
