/**
 * The head of each catalogue page (title, description, keywords, status, structured data), exported
 * beside the page (src/exposed): the shell's server and browser ask the page for it, so a change to
 * a course's words or price is deployed by this team alone.
 */
import {
  BRAND,
  bundles,
  courses,
  EXTERNAL_URLS,
  FOUNDED_YEAR,
  getBundleBySlug,
  getCourseBySlug,
  MAILING_ADDRESS,
  NOT_FOUND_HEAD,
  organizationData,
  SCHEMA_CONTEXT,
  SOCIAL_PROOF,
  type Course,
  type JsonLd,
  type PageModule,
  type Region,
} from 'shared-data';

type HeadOf = PageModule['head'];

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

export const homeHead: HeadOf = (_params, { origin }) => ({
  title: 'Learn Programming with Real Projects',
  description: `Project-based courses in web development, Python, Django and DSA, trusted by ${SOCIAL_PROOF.students} students in ${SOCIAL_PROOF.countries} countries.`,
  keywords: ['web development', 'python', 'django', 'data structures and algorithms'],
  structuredData: { '@context': SCHEMA_CONTEXT, ...organizationData(origin) },
});

export const coursesHead: HeadOf = (_params, { origin }) => ({
  title: 'All Courses',
  description: `Browse every ${BRAND} course: frontend, backend, Python, Django, DSA, Git and career skills.`,
  keywords: ['online courses'],
  structuredData: {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name: `${BRAND} courses`,
    numberOfItems: courses.length,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: courseUrl(origin, course),
      name: course.title,
    })),
  },
});

export const courseDetailHead: HeadOf = ({ slug }, { region, origin }) => {
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

export const bundleDetailHead: HeadOf = ({ slug }) => {
  const bundle = getBundleBySlug(slug);
  return bundle
    ? { title: bundle.title, description: bundle.description, keywords: ['learning path', 'roadmap'] }
    : NOT_FOUND_HEAD;
};

export const bundlePaths = () => bundles.map((bundle) => `/bundles/${bundle.slug}`);

export const learningPathHead: HeadOf = () => ({
  title: 'Learning Path',
  description: `Step-by-step roadmaps that bundle ${BRAND} courses into a path to a developer job.`,
  keywords: ['roadmap', 'learning path'],
});

export const testimonialsHead: HeadOf = () => ({
  title: 'Student Success Stories',
  description: `Read how ${BRAND} students from ${SOCIAL_PROOF.countries} countries landed developer roles.`,
  keywords: ['reviews', 'testimonials'],
});

export const aboutHead: HeadOf = () => ({
  title: 'About Us',
  description: `Since ${FOUNDED_YEAR} ${BRAND} has taught programming through real projects.`,
  keywords: ['about', 'instructor'],
});

export const contactHead: HeadOf = (_params, { origin }) => ({
  title: 'Contact Us',
  description: `Email ${EXTERNAL_URLS.supportEmail} or chat with the ${BRAND} team; we reply within 24 hours.`,
  keywords: ['support', 'contact'],
  structuredData: {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ContactPage',
    url: `${origin}/contact`,
    mainEntity: {
      ...organizationData(origin),
      address: { '@type': 'PostalAddress', streetAddress: MAILING_ADDRESS.lines.join(', ') },
    },
  },
});
