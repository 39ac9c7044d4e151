// Public surface of shared-data. The region store is deliberately NOT re-exported here: import it
// from 'shared-data/region-store' so Module Federation shares one instance across the page.
export * from './types/entities';
export * from './content/site';
export * from './content/external-urls';
export * from './content/organization';
export * from './content/course-names';
export { courses } from './content/courses';
export { bundles } from './content/bundles';
export { plans } from './content/plans';
export { loadCourseDetail } from './content/course-detail';
export * from './rules/catalog';
export * from './rules/price';
export * from './rules/region';
export * from './rules/display';
export * from './rules/counts';
export * from './rules/redirects';
export * from './rules/lookups';
export * from './rules/bundle-lookups';
export * from './rules/course-names';
export * from './contracts';
export { featuredTestimonials } from './content/featured-testimonials';
export { testimonials } from './content/testimonials';
export { membershipFaqs, detailFaqs, faqGroups, type DetailSubject } from './content/faqs';
export { showcaseProjects } from './content/showcase';
export { companies } from './content/companies';
export { flagUrl } from './content/flags';
