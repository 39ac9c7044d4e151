/** The brand, written once: page titles, footer, copy. */
export const BRAND = 'CodeYatra';
export const FOUNDED_YEAR = 2018;

/** Marketing copy (spec section 1): claimed, not computed. */
export const SOCIAL_PROOF = {
  students: '100,000+',
  averageRating: '4.5/5',
  ratingValue: 4.5,
  reviews: '10K+',
  minutesWatched: '25M+',
  countries: '170+',
  /** The course detail page's reading. */
  countriesCoursePage: '150+',
  headerOffer: '50% OFF',
  editionBadge: '2025 Edition',
  /** Library headline ('10 Courses, 10+ Certificates': the course count is counted, not claimed). */
  libraryCertificates: '10+',
} as const;

/** Where /login, /register, /signin and /signup send a visitor. */
export const AUTH_REDIRECT_PATHS = ['/login', '/register', '/signin', '/signup'] as const;

/**
 * /resource/{type} targets. 'django-deploy-guide' is a known route whose key has no entry here,
 * so it ends at /404 as the spec says.
 */
export const RESOURCE_DOCUMENTS: Readonly<Record<string, string>> = {
  backend: 'https://docs.codeyatra.com/resources/backend-roadmap.pdf',
  django: 'https://docs.codeyatra.com/resources/django-notes.pdf',
  python: 'https://docs.codeyatra.com/resources/python-notes.pdf',
  'django-deployment': 'https://docs.codeyatra.com/resources/django-deployment.pdf',
  'django-postgresql-database': 'https://docs.codeyatra.com/resources/django-postgresql.pdf',
  'html-css': 'https://docs.codeyatra.com/resources/html-css-notes.pdf',
  javascript: 'https://docs.codeyatra.com/resources/javascript-notes.pdf',
  react: 'https://docs.codeyatra.com/resources/react-notes.pdf',
  tailwind: 'https://docs.codeyatra.com/resources/tailwind-notes.pdf',
  'git-github': 'https://docs.codeyatra.com/resources/git-github-notes.pdf',
};
