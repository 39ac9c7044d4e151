/**
 * What the catalogue exposes, with each module's type: its entry in shared-data's ExposedModules
 * (every part's type check includes this file). parts.json must name the same modules.
 */
import type { ComponentModule, PageModule, PopularCoursesProps, TestimonialsSectionProps } from 'shared-data';

declare module 'shared-data/contracts' {
  interface ExposedModules {
    catalog: {
      './HomePage': PageModule;
      './CoursesPage': PageModule;
      './CourseDetailPage': PageModule;
      './LearningPathPage': PageModule;
      './BundleDetailPage': PageModule;
      './TestimonialsPage': PageModule;
      './AboutPage': PageModule;
      './ContactPage': PageModule;
      './TestimonialsSection': ComponentModule<TestimonialsSectionProps>;
      './PopularCourses': ComponentModule<PopularCoursesProps>;
    };
  }
}
