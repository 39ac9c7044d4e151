/**
 * schema.org structured data (JSON-LD) per page, from shared-data: search engines read the
 * catalogue from it.
 */
import {
  BRAND,
  courses,
  EXTERNAL_URLS,
  faqGroups,
  FOUNDED_YEAR,
  getCourseBySlug,
  INSTRUCTOR,
  MAILING_ADDRESS,
  type Course,
  type Region,
} from 'shared-data';
import type { PageName } from './page-meta';

export type JsonLd = Record<string, unknown>;
type Params = Readonly<Record<string, string | undefined>>;
export type StructuredDataFor = (params: Params, region: Region, origin: string) => JsonLd | null;

const CONTEXT = 'https://schema.org';

function organization(origin: string): JsonLd {
  return {
    '@type': 'EducationalOrganization',
    name: BRAND,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(FOUNDED_YEAR),
    email: EXTERNAL_URLS.supportEmail,
    address: { '@type': 'PostalAddress', addressLocality: 'Jaipur', addressRegion: 'Rajasthan', addressCountry: 'IN' },
    sameAs: INSTRUCTOR.socialLinks.filter((link) => link.platform !== 'github').map((link) => link.url),
  };
}

const courseUrl = (origin: string, course: Course) => `${origin}/courses/${course.slug}`;

/** A course with its offer in the visitor's currency (spec section 9 prices). */
export function courseStructuredData(course: Course, region: Region, origin: string): JsonLd {
  const india = region === 'IN';
  return {
    '@context': CONTEXT,
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

/** The structured data of the pages that have some, by page name. */
export const STRUCTURED_DATA: Partial<Record<PageName, StructuredDataFor>> = {
  home: (_params, _region, origin) => ({ '@context': CONTEXT, ...organization(origin) }),
  courses: (_params, _region, origin) => ({
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: `${BRAND} courses`,
    numberOfItems: courses.length,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: courseUrl(origin, course),
      name: course.title,
    })),
  }),
  courseDetail: ({ slug }, region, origin) => {
    const course = getCourseBySlug(slug);
    return course ? courseStructuredData(course, region, origin) : null;
  },
  faqs: () => ({
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqGroups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  }),
  contact: (_params, _region, origin) => ({
    '@context': CONTEXT,
    '@type': 'ContactPage',
    url: `${origin}/contact`,
    mainEntity: {
      ...organization(origin),
      address: { '@type': 'PostalAddress', streetAddress: MAILING_ADDRESS.lines.join(', ') },
    },
  }),
};
