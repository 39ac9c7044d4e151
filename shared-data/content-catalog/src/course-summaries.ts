import type { CourseId, CourseSummary } from '@shared-data/rules';
import { COURSE_PLATFORM_URL } from '@shared-data/content-site';
import { COURSE_NAMES } from './course-names';
import pythonCover from './assets/courses/python.svg';
import reactCover from './assets/courses/react.svg';
import javascriptCover from './assets/courses/javascript.svg';
import gitGithubCover from './assets/courses/git-github.svg';
import webFundamentalsCover from './assets/courses/web-fundamentals.svg';
import djangoCover from './assets/courses/django.svg';
import djangoRestFrameworkCover from './assets/courses/django-rest-framework.svg';
import dsaBeginnersCover from './assets/courses/dsa-beginners.svg';
import dsaAdvancedCover from './assets/courses/dsa-advanced.svg';
import jobSearchCover from './assets/courses/job-search.svg';

const takeUrl = (slug: string) => `${COURSE_PLATFORM_URL}/learn/course/${slug}`;
const enrollUrl = (slug: string) => `${COURSE_PLATFORM_URL}/web/checkout/${slug}?currency=USD`;
const enrollUrlIndia = (slug: string) => `${COURSE_PLATFORM_URL}/web/checkout/${slug}?currency=INR`;
const syllabus = (id: CourseId) => `https://docs.codeyatra.com/syllabus/${id}.pdf`;

/** Course prices of spec section 9, by tier. */
const PRICE_TIERS = {
  core: { originalPrice: 49.99, discountedPrice: 9.99, originalPriceIndia: 3999, discountedPriceIndia: 799 },
  short: { originalPrice: 19.99, discountedPrice: 9.99, originalPriceIndia: 1599, discountedPriceIndia: 799 },
  mid: { originalPrice: 24.99, discountedPrice: 9.99, originalPriceIndia: 1999, discountedPriceIndia: 799 },
  career: { originalPrice: 14.99, discountedPrice: 9.99, originalPriceIndia: 1199, discountedPriceIndia: 799 },
} as const;

function links(slug: string) {
  return { takeUrl: takeUrl(slug), enrollUrl: enrollUrl(slug), enrollUrlIndia: enrollUrlIndia(slug) };
}

/**
 * The ten courses as cards, lists and the home page show them: everything but what only a course's
 * own page shows (courses.ts adds that). A module of its own, so those pages do not carry it.
 */
export const courseSummaries: CourseSummary[] = [
  {
    ...COURSE_NAMES.python,
    description:
      'Learn Python from your first variable to production-quality scripts, automation and object-oriented design. Every module ends in a project you can put on your GitHub profile.',
    cardPoints: ['25 hours of HD video', '15 hands-on projects', 'From basics to OOP and automation'],
    ...PRICE_TIERS.core,
    duration: { hours: 25, projects: 15, questions: 0 },
    imageUrl: pythonCover,
    previewUrl: 'https://www.youtube-nocookie.com/embed/kqtD5dpn9C8',
    syllabusUrl: syllabus('python'),
    ...links('python-programming-masterclass'),
    activeStudents: 12721,
    reviewRating: 4.5,
    reviewCount: 3852,
  },
  {
    ...COURSE_NAMES.react,
    description:
      'Build fast, accessible interfaces with modern React: components, hooks, routing, state management and data fetching, finishing with a deployed full application.',
    cardPoints: ['35 hours of HD video', '10 real-world projects', 'Hooks, routing and state management'],
    ...PRICE_TIERS.core,
    duration: { hours: 35, projects: 10, questions: 0 },
    imageUrl: reactCover,
    previewUrl: 'https://www.youtube-nocookie.com/embed/SqcY0GlETPk',
    syllabusUrl: syllabus('react'),
    ...links('react-masterclass'),
    activeStudents: 11014,
    reviewRating: 4.6,
    reviewCount: 1563,
  },
  {
    ...COURSE_NAMES.javascript,
    description:
      'Master the language of the web: types, functions, closures, the DOM, events, asynchronous code and the modern ES2015+ features you will use every day as a developer.',
    cardPoints: ['41 hours of HD video', '10 browser projects', 'Closures, async and the DOM explained'],
    ...PRICE_TIERS.core,
    duration: { hours: 41, projects: 10, questions: 0 },
    imageUrl: javascriptCover,
    previewUrl: 'https://www.youtube-nocookie.com/embed/W6NZfCO5SIk',
    syllabusUrl: syllabus('javascript'),
    ...links('javascript-masterclass'),
    activeStudents: 2471,
    reviewRating: 4.7,
    reviewCount: 574,
  },
  {
    ...COURSE_NAMES['git-github'],
    description:
      'Version control the way teams use it: commits, branches, merges, rebases, pull requests, code review and GitHub Actions, with the recovery moves that save a bad day.',
    cardPoints: ['8 hours of HD video', 'Branching and pull-request workflows', 'Undo mistakes with confidence'],
    ...PRICE_TIERS.short,
    duration: { hours: 8, projects: 0, questions: 0 },
    imageUrl: gitGithubCover,
    previewUrl: '',
    syllabusUrl: syllabus('git-github'),
    ...links('git-github-masterclass'),
    activeStudents: 5174,
    reviewRating: 4.7,
    reviewCount: 374,
  },
  {
    ...COURSE_NAMES['web-fundamentals'],
    description:
      'Write semantic HTML and modern CSS: the box model, Flexbox, Grid, responsive layouts, forms and accessibility, building six complete pages along the way.',
    cardPoints: ['24 hours of HD video', '6 responsive websites', 'Flexbox, Grid and accessibility'],
    ...PRICE_TIERS.mid,
    duration: { hours: 24, projects: 6, questions: 0 },
    imageUrl: webFundamentalsCover,
    previewUrl: 'https://www.youtube-nocookie.com/embed/G3e-cpL7ofc',
    syllabusUrl: syllabus('web-fundamentals'),
    ...links('html-css-masterclass'),
    activeStudents: 7137,
    reviewRating: 4.6,
    reviewCount: 1061,
  },
  {
    ...COURSE_NAMES.django,
    description:
      'Build database-backed web applications with Django: models, the ORM, views, templates, forms, authentication and the admin, ending with a deployed blog platform.',
    cardPoints: ['7 hours of HD video', 'A deployed blog platform', 'Models, ORM, auth and admin'],
    ...PRICE_TIERS.short,
    duration: { hours: 7, projects: 1, questions: 0 },
    imageUrl: djangoCover,
    previewUrl: '',
    syllabusUrl: syllabus('django'),
    ...links('django-framework-masterclass'),
    activeStudents: 2430,
    reviewRating: 4.5,
    reviewCount: 345,
  },
  {
    ...COURSE_NAMES['django-rest-framework'],
    description:
      'Design and build REST APIs with Django REST Framework: serializers, viewsets, routers, JWT authentication, permissions, filtering, pagination and API documentation.',
    cardPoints: ['13 hours of HD video', '2 production-style APIs', 'JWT auth, permissions and pagination'],
    ...PRICE_TIERS.mid,
    duration: { hours: 13, projects: 2, questions: 0 },
    imageUrl: djangoRestFrameworkCover,
    previewUrl: '',
    syllabusUrl: syllabus('django-rest-framework'),
    ...links('django-rest-framework-masterclass'),
    activeStudents: 11503,
    reviewRating: 4.5,
    reviewCount: 2773,
  },
  {
    ...COURSE_NAMES['dsa-beginners'],
    description:
      'Learn the core data structures and algorithms from scratch: complexity, arrays, linked lists, stacks, queues, trees, graphs, sorting and searching, with every idea coded step by step.',
    cardPoints: ['20 hours of HD video', '11 guided practice questions', 'Big-O, sorting, trees and graphs'],
    ...PRICE_TIERS.core,
    duration: { hours: 20, projects: 0, questions: 11 },
    imageUrl: dsaBeginnersCover,
    previewUrl: 'https://www.youtube-nocookie.com/embed/8hly31xKli0',
    syllabusUrl: syllabus('dsa-beginners'),
    ...links('data-structures-and-algorithms'),
    activeStudents: 10260,
    reviewRating: 4.5,
    reviewCount: 2917,
  },
  {
    ...COURSE_NAMES['dsa-advanced'],
    description:
      'Crack coding interviews with 14 problem-solving patterns and 83 hand-picked LeetCode problems, each solved from brute force to optimal with a clear explanation of the trade-offs.',
    cardPoints: ['37 hours of HD video', '83 LeetCode problems solved', '14 interview patterns'],
    ...PRICE_TIERS.core,
    duration: { hours: 37, projects: 0, questions: 83 },
    imageUrl: dsaAdvancedCover,
    previewUrl: '',
    syllabusUrl: syllabus('dsa-advanced'),
    ...links('data-structures-and-algorithms-interviews'),
    activeStudents: 213,
    reviewRating: 4.7,
    reviewCount: 15,
  },
  {
    ...COURSE_NAMES['job-search'],
    description:
      'Turn your skills into offers: an ATS-friendly resume, a LinkedIn profile recruiters find, a portfolio that shows your projects, and a plan for applications and interviews.',
    cardPoints: ['3 hours of HD video', 'Resume and LinkedIn templates', 'Interview and negotiation plan'],
    ...PRICE_TIERS.career,
    duration: { hours: 3, projects: 0, questions: 0 },
    imageUrl: jobSearchCover,
    previewUrl: '',
    syllabusUrl: syllabus('job-search'),
    ...links('job-search-and-resume-building'),
    activeStudents: 1017,
    reviewRating: 4.5,
    reviewCount: 237,
  },
];
