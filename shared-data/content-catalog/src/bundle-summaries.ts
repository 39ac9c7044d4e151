import type { BundleSummary, CourseId } from '@shared-data/rules';
import { courseSummaries } from './course-summaries';
import { bundleTotals, coursesOfBundle } from '@shared-data/rules';
import frontendCover from './assets/bundles/frontend-bootcamp.svg';
import backendCover from './assets/bundles/backend-bootcamp.svg';
import dsaCover from './assets/bundles/dsa-bootcamp.svg';

const CHECKOUT = 'https://pay.codeyatra.com/checkout/bundle';

/** Totals are computed from the bundle's courses, never typed in. */
const totalsOf = (ids: CourseId[]) => bundleTotals(coursesOfBundle({ courses: ids }, courseSummaries));

const frontendCourses: CourseId[] = ['web-fundamentals', 'javascript', 'react', 'git-github', 'job-search'];
const backendCourses: CourseId[] = ['python', 'django', 'django-rest-framework', 'git-github', 'job-search'];
const dsaCourses: CourseId[] = ['dsa-beginners', 'dsa-advanced'];

/**
 * The three learning paths as cards, lists and the home page show them: everything but what only
 * a path's own page shows (bundles.ts adds that). A module of its own, so those pages do not carry it.
 */
export const bundleSummaries: BundleSummary[] = [
  {
    id: 'frontend-bootcamp',
    slug: 'complete-frontend-development',
    title: 'Complete Frontend Development',
    description:
      'The full path from your first HTML page to job-ready React developer: HTML & CSS, JavaScript, React, Git and a job-search plan, in the order professionals learn them.',
    cardPoints: [
      'From first web page to React app',
      'HTML, CSS, JavaScript and React',
      'Portfolio and job-search plan',
    ],
    courses: frontendCourses,
    originalPrice: 149.99,
    discountedPrice: 24.99,
    originalPriceIndia: 11999,
    discountedPriceIndia: 1999,
    imageUrl: frontendCover,
    previewUrl: '',
    syllabusUrl: 'https://docs.codeyatra.com/roadmaps/frontend-development.pdf',
    duration: totalsOf(frontendCourses),
    enrollUrl: `${CHECKOUT}/complete-frontend-development?currency=USD`,
    enrollUrlIndia: `${CHECKOUT}/complete-frontend-development?currency=INR`,
    activeStudents: 5678,
    reviewRating: 4.5,
    reviewCount: 932,
  },
  {
    id: 'backend-bootcamp',
    slug: 'complete-backend-development',
    title: 'Complete Backend Development',
    description:
      'Become a Python backend developer: Python, Django, Django REST Framework, Git and a job-search plan, building and deploying real APIs and web applications.',
    cardPoints: ['From first script to deployed API', 'Python, Django and REST APIs', 'Deployment and job-search plan'],
    courses: backendCourses,
    originalPrice: 149.99,
    discountedPrice: 24.99,
    originalPriceIndia: 11999,
    discountedPriceIndia: 1999,
    imageUrl: backendCover,
    previewUrl: '',
    syllabusUrl: 'https://docs.codeyatra.com/roadmaps/backend-development.pdf',
    duration: totalsOf(backendCourses),
    enrollUrl: `${CHECKOUT}/complete-backend-development?currency=USD`,
    enrollUrlIndia: `${CHECKOUT}/complete-backend-development?currency=INR`,
    activeStudents: 8767,
    reviewRating: 4.5,
    reviewCount: 1876,
  },
  {
    id: 'dsa-bootcamp',
    slug: 'complete-data-structures-and-algorithms',
    title: 'Complete Data Structures & Algorithms',
    description:
      'From complexity analysis to interview-ready problem solving: learn the data structures, then master 14 patterns across 94 practice questions.',
    cardPoints: ['From Big-O to interview rounds', '94 practice questions', '14 interview patterns'],
    courses: dsaCourses,
    originalPrice: 99.99,
    discountedPrice: 14.99,
    originalPriceIndia: 7999,
    discountedPriceIndia: 1199,
    imageUrl: dsaCover,
    previewUrl: '',
    syllabusUrl: '',
    duration: totalsOf(dsaCourses),
    enrollUrl: `${CHECKOUT}/complete-data-structures-and-algorithms?currency=USD`,
    enrollUrlIndia: `${CHECKOUT}/complete-data-structures-and-algorithms?currency=INR`,
    activeStudents: 3432,
    reviewRating: 4.5,
    reviewCount: 687,
  },
];
