// The Catalogue team's own page: its routes without the shell, for working on this remote alone.
import { renderStandalone } from 'shared-data/standalone';
import 'shared-data/design/tokens.css';
import HomePage from './pages/home/HomePage';
import CoursesPage from './pages/courses/CoursesPage';
import CourseDetailPage from './pages/course-detail/CourseDetailPage';
import LearningPathPage from './pages/learning-path/LearningPathPage';
import BundleDetailPage from './pages/bundle-detail/BundleDetailPage';
import TestimonialsPage from './pages/testimonials/TestimonialsPage';
import AboutPage from './pages/about/AboutPage';
import ContactPage from './pages/contact/ContactPage';

renderStandalone('Catalogue', [
  { path: '/', label: 'Home', Page: HomePage },
  { path: '/courses', label: 'Courses', Page: CoursesPage },
  {
    path: '/courses/:slug',
    label: 'Course',
    example: '/courses/python-programming-masterclass',
    Page: CourseDetailPage,
  },
  { path: '/learning-path', label: 'Learning paths', Page: LearningPathPage },
  {
    path: '/bundles/:slug',
    label: 'Bundle',
    example: '/bundles/complete-frontend-development',
    Page: BundleDetailPage,
  },
  { path: '/testimonials', label: 'Testimonials', Page: TestimonialsPage },
  { path: '/about', label: 'About', Page: AboutPage },
  { path: '/contact', label: 'Contact', Page: ContactPage },
]);
