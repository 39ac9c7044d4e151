/** A course page's head (its offer in the visitor's currency) and the course pages for the sitemap. */
import { type Course, type Region } from '@shared-data/rules';
import { type JsonLd, type PageHeadOf } from '@shared-data/contracts';
import { BRAND, NOT_FOUND_HEAD, SCHEMA_CONTEXT } from '@shared-data/content-site';
import { courses, getCourseBySlug } from '@shared-data/content-catalog';

const courseUrl = (origin: string, course: Course) => `${origin}/courses/${course.slug}`;

/** A course with its offer in the visitor's currency (spec section 9 prices). */
export function courseStructuredData(course: Course, region: Region, origin: string): JsonLd {
  const india = region === 'IN';
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url: courseUrl(origin, course),
    provider: { '@type': 'Organization', name: BRAND, sameAs: `${origin}/` },
    inLanguage: 'en',
    timeRequired: `PT${course.duration.hours}H`,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: course.reviewRating,
      reviewCount: course.reviewCount,
      bestRating: 5,
    },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: (india ? course.discountedPriceIndia : course.discountedPrice).toFixed(2),
      priceCurrency: india ? 'INR' : 'USD',
      url: india ? course.enrollUrlIndia : course.enrollUrl,
      availability: 'https://schema.org/InStock',
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${course.duration.hours}H`,
    },
  };
}

export const courseDetailHead: PageHeadOf = ({ slug }, { region, origin }) => {
  const course = getCourseBySlug(slug);
  if (!course) return NOT_FOUND_HEAD;
  return {
    title: course.title,
    description: course.description,
    keywords: course.topics,
    structuredData: courseStructuredData(course, region, origin),
  };
};

export const coursePaths = () => courses.map((course) => `/courses/${course.slug}`);
