/** The learn page's head and sitemap paths, exported beside the page (src/exposed/LearnPage.ts). */
import { type PageHeadOf } from '@shared-data/contracts';
import { NOT_FOUND_HEAD } from '@shared-data/content-site';
import { courses, getCourseBySlug } from '@shared-data/content-catalog';

/** An unknown course's learn page sends the visitor to /404 (spec section 5): the server answers a redirect. */
export const learnHead: PageHeadOf = ({ slug }) => {
  const course = getCourseBySlug(slug);
  if (!course) return { ...NOT_FOUND_HEAD, redirect: '/404' };
  return {
    title: `${course.title}: Course Player`,
    description: `Preview the lessons of ${course.title}. Join the membership to watch them all.`,
    keywords: course.topics,
  };
};

export const learnPaths = () => courses.map((course) => `/courses/${course.slug}/learn`);
