// The catalogue team's content: courses and their names, summaries and details (curricula,
// projects, questions, loaded per course), bundles, the detail pages' FAQs and the answers the
// membership FAQs quote too, testimonials, featured students, showcase,
// companies and flags, with the lookups over them. mfe-catalog's builds alone contain it; every
// other part receives mfe-catalog's pinned copy at runtime (its exposed ./Content, see docs/adr/0003).
export * from './course-names';
export { courses } from './courses';
export { courseSummaries } from './course-summaries';
export { bundles } from './bundles';
export { bundleSummaries } from './bundle-summaries';
export { courseDetailResource, loadCourseDetail } from './course-detail';
export { loadAllTestimonials } from './load-testimonials';
export { featuredTestimonials } from './featured-testimonials';
export { FEATURED_STUDENTS, type FeaturedStudent } from './featured-students';
export { testimonials } from './testimonials';
export { showcaseProjects } from './showcase';
export { companies } from './companies';
export { instructorPortrait } from './instructor-portrait';
export { flagUrl } from './flags';
export { detailFaqs, type DetailSubject } from './detail-faqs';
export { ANSWERS, SUPPORT_EMAIL } from './faq-answers';
export * from './lookups/lookups';
export * from './lookups/bundle-lookups';
export * from './lookups/bundle-courses';
export * from './lookups/course-name-lookups';
