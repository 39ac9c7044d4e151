import { Link } from 'react-router-dom';
import { courses, SOCIAL_PROOF } from 'shared-data';

export default function HomePage() {
  return (
    <div>
      <h1>Learn to code with real projects</h1>
      <p>Join {SOCIAL_PROOF.students} students.</p>
      <Link to="/courses">View Courses</Link> <Link to="/membership">Explore Membership</Link>
      <ul>
        {courses.map((course) => (
          <li key={course.id}>
            <Link to={`/courses/${course.slug}`}>{course.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
