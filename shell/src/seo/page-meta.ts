import { BRAND, EXTERNAL_URLS, FOUNDED_YEAR, getBundleBySlug, getCourseBySlug, SOCIAL_PROOF } from 'shared-data';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

export type MetaForParams = (params: Readonly<Record<string, string | undefined>>) => PageMeta;

/** The document title of every page: '{title} / CodeYatra'. */
export const documentTitle = (title: string) => `${title} / ${BRAND}`;

const BASE_KEYWORDS = ['programming courses', 'learn to code', BRAND];

const meta = (title: string, description: string, keywords: string[] = []): PageMeta => ({
  title,
  description,
  keywords: [...keywords, ...BASE_KEYWORDS],
});

export const NOT_FOUND_META = meta('Page Not Found', "The page you're looking for doesn't exist or has been moved.");

/** Title, description and keywords of each route, computed from shared-data where a slug names the page. */
export const PAGE_META = {
  home: () =>
    meta(
      'Learn Programming with Real Projects',
      `Project-based courses in web development, Python, Django and DSA, trusted by ${SOCIAL_PROOF.students} students in ${SOCIAL_PROOF.countries} countries.`,
      ['web development', 'python', 'django', 'data structures and algorithms'],
    ),
  courses: () =>
    meta(
      'All Courses',
      'Browse every CodeYatra course: frontend, backend, Python, Django, DSA, Git and career skills.',
      ['online courses'],
    ),
  courseDetail: ({ slug }) => {
    const course = getCourseBySlug(slug);
    return course ? meta(course.title, course.description, course.topics) : NOT_FOUND_META;
  },
  learn: ({ slug }) => {
    const course = getCourseBySlug(slug);
    return course
      ? meta(
          `${course.title}: Course Player`,
          `Preview the lessons of ${course.title}. Join the membership to watch them all.`,
          course.topics,
        )
      : NOT_FOUND_META;
  },
  bundleDetail: ({ slug }) => {
    const bundle = getBundleBySlug(slug);
    return bundle ? meta(bundle.title, bundle.description, ['learning path', 'roadmap']) : NOT_FOUND_META;
  },
  learningPath: () =>
    meta('Learning Path', 'Step-by-step roadmaps that bundle CodeYatra courses into a path to a developer job.', [
      'roadmap',
      'learning path',
    ]),
  membership: () =>
    meta(
      'Membership: Every Course, One Price',
      'One membership unlocks all CodeYatra courses, learning paths, projects, DSA problems and certificates.',
      ['membership', 'lifetime access'],
    ),
  join: () =>
    meta('Join CodeYatra', 'Choose the yearly or lifetime membership and start learning today.', [
      'membership',
      'join',
    ]),
  testimonials: () =>
    meta(
      'Student Success Stories',
      `Read how CodeYatra students from ${SOCIAL_PROOF.countries} countries landed developer roles.`,
      ['reviews', 'testimonials'],
    ),
  about: () =>
    meta('About Us', `Since ${FOUNDED_YEAR} ${BRAND} has taught programming through real projects.`, [
      'about',
      'instructor',
    ]),
  contact: () =>
    meta(
      'Contact Us',
      `Email ${EXTERNAL_URLS.supportEmail} or chat with the ${BRAND} team; we reply within 24 hours.`,
      ['support', 'contact'],
    ),
  termsOfService: () => meta('Terms of Service', `The terms that govern the use of ${BRAND}.`, ['terms']),
  privacyPolicy: () => meta('Privacy Policy', `How ${BRAND} collects, uses and protects your data.`, ['privacy']),
  faqs: () =>
    meta('Frequently Asked Questions', 'Answers about courses, membership, payments and technical issues.', [
      'faq',
      'help',
    ]),
  dashboard: () =>
    meta('Course Dashboard', 'All your CodeYatra courses and learning paths in one place.', [
      'dashboard',
      'my courses',
    ]),
  notFound: () => NOT_FOUND_META,
  redirect: () => meta('Redirecting', `Taking you to the right place on ${BRAND}.`),
} satisfies Record<string, MetaForParams>;

/** The name of every page the site has: a route names its page (see navigation/route-handle). */
export type PageName = keyof typeof PAGE_META;

/** The HTTP status of a page: 404 for the not-found page and for a slug that names nothing. */
export function pageStatus(page: PageName, { slug }: Readonly<Record<string, string | undefined>>): number {
  switch (page) {
    case 'notFound':
      return 404;
    case 'courseDetail':
      return getCourseBySlug(slug) ? 200 : 404;
    case 'bundleDetail':
      return getBundleBySlug(slug) ? 200 : 404;
    default:
      return 200;
  }
}
