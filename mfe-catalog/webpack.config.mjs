import { createConfig } from '../webpack.base.mjs';

// The Catalogue team's remote. Keep the exposed names in step with REMOTE_MODULES in shared-data/src/contracts.ts.
export default createConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  port: 3001,
  exposes: {
    './HomePage': './src/pages/home/HomePage.tsx',
    './CoursesPage': './src/pages/courses/CoursesPage.tsx',
    './CourseDetailPage': './src/pages/course-detail/CourseDetailPage.tsx',
    './LearningPathPage': './src/pages/learning-path/LearningPathPage.tsx',
    './BundleDetailPage': './src/pages/bundle-detail/BundleDetailPage.tsx',
    './TestimonialsPage': './src/pages/testimonials/TestimonialsPage.tsx',
    './AboutPage': './src/pages/about/AboutPage.tsx',
    './ContactPage': './src/pages/contact/ContactPage.tsx',
    './TestimonialsSection': './src/fragments/testimonials-section/TestimonialsSection.tsx',
  },
});
