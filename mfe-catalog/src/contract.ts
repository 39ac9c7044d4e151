/**
 * What the catalogue exposes for other parts to mount, with each fragment's type: its entry in
 * shared-data's ExposedModules (every part's type check includes this file); parts.json must name
 * the same fragments. Its pages are declared in src/routes.json.
 */
import type { ComponentModule, PopularCoursesProps, TestimonialsSectionProps } from '@shared-data/contracts';

declare module '@shared-data/contracts' {
  interface ExposedModules {
    catalog: {
      './TestimonialsSection': ComponentModule<TestimonialsSectionProps>;
      './PopularCourses': ComponentModule<PopularCoursesProps>;
    };
  }
}
