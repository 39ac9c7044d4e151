import type { Instructor } from '../types/entities';

/** The brand, written once: page titles, footer, copy. */
export const BRAND = 'CodeYatra';
export const FOUNDED_YEAR = 2018;

/** Marketing copy (spec section 1): claimed, not computed. */
export const SOCIAL_PROOF = {
  students: '100,000+',
  studentsShort: '100K+',
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

export const COURSE_PLATFORM_URL = 'https://learn.codeyatra.com';

/** Every external address the site links to or redirects to. */
export const EXTERNAL_URLS = {
  coursePlatform: COURSE_PLATFORM_URL,
  authenticate: `${COURSE_PLATFORM_URL}/learn/account/signin`,
  myProfile: `${COURSE_PLATFORM_URL}/learn/account/profile`,
  certificateVerification: `${COURSE_PLATFORM_URL}/learn/certificate/verify`,
  blog: 'https://blog.codeyatra.com',
  chatSupport: 'https://wa.me/919829012345',
  supportEmail: 'support@codeyatra.com',
  checkoutYearly: 'https://pay.codeyatra.com/checkout/membership-yearly',
  checkoutYearlyIndia: 'https://pay.codeyatra.com/checkout/membership-yearly-in',
  checkoutLifetime: 'https://pay.codeyatra.com/checkout/membership-lifetime',
  checkoutLifetimeIndia: 'https://pay.codeyatra.com/checkout/membership-lifetime-in',
} as const;

export const MAILING_ADDRESS = {
  lines: ['CodeYatra Learning Pvt. Ltd.', '4th Floor, Tonk Road', 'Jaipur, Rajasthan 302015', 'India'],
  note: 'We are a remote-first team: this address is for mail only, not for visits.',
} as const;

export const INSTRUCTOR: Instructor = {
  name: 'Aarav Mehta',
  title: 'Founder & Lead Instructor, CodeYatra',
  bio: [
    'Aarav has built web products for over twelve years, from payment systems at fintech start-ups to developer tooling used by thousands of engineers.',
    'He founded CodeYatra in 2018 to teach programming the way it is practised at work: with real projects, code reviews and interview-grade problem solving.',
  ],
  imageUrl: '',
  socialLinks: [
    { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/aarav-mehta-codeyatra' },
    { platform: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@codeyatra' },
    { platform: 'twitter', label: 'X (Twitter)', url: 'https://x.com/codeyatra' },
    { platform: 'github', label: 'GitHub', url: 'https://github.com/codeyatra' },
    { platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/codeyatra' },
  ],
};

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
