import type { Bundle, CourseId } from '../types/entities';
import { courses } from './courses';
import { bundleTotals, coursesOfBundle } from '../rules/catalog';
import frontendCover from '../assets/bundles/frontend-bootcamp.svg';
import backendCover from '../assets/bundles/backend-bootcamp.svg';
import dsaCover from '../assets/bundles/dsa-bootcamp.svg';

const CHECKOUT = 'https://pay.codeyatra.com/checkout/bundle';

/** Totals are computed from the bundle's courses, never typed in. */
const totalsOf = (ids: CourseId[]) => bundleTotals(coursesOfBundle({ courses: ids }, courses));

const frontendCourses: CourseId[] = ['web-fundamentals', 'javascript', 'react', 'git-github', 'job-search'];
const backendCourses: CourseId[] = ['python', 'django', 'django-rest-framework', 'git-github', 'job-search'];
const dsaCourses: CourseId[] = ['dsa-beginners', 'dsa-advanced'];

export const bundles: Bundle[] = [
  {
    id: 'frontend-bootcamp',
    slug: 'complete-frontend-development',
    title: 'Complete Frontend Development',
    description:
      'The full path from your first HTML page to job-ready React developer: HTML & CSS, JavaScript, React, Git and a job-search plan, in the order professionals learn them.',
    cardPoints: ['5 courses in one roadmap', 'HTML, CSS, JavaScript and React', 'Portfolio and job-search plan'],
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
    learningObjectives: [
      'Build responsive, accessible pages with semantic HTML, Flexbox and Grid',
      'Write modern JavaScript with confidence: closures, the DOM, async code and modules',
      'Create single-page applications in React with hooks, routing and state management',
      'Collaborate through Git branches and pull requests on GitHub',
      'Present a portfolio and resume that get frontend interviews',
    ],
    syllabus: [
      {
        title: 'Foundations of the web',
        description: 'HTML & CSS Masterclass: semantic markup, layout and responsive design.',
      },
      {
        title: 'Programming the browser',
        description: 'JavaScript Masterclass: the language, the DOM and asynchronous code.',
      },
      {
        title: 'Building applications',
        description: 'React Masterclass: components, hooks, routing and data fetching.',
      },
      { title: 'Working like a team', description: 'Git & GitHub Masterclass: branches, reviews and automation.' },
      { title: 'Getting hired', description: 'Job Search & Resume Building: resume, portfolio and interviews.' },
    ],
  },
  {
    id: 'backend-bootcamp',
    slug: 'complete-backend-development',
    title: 'Complete Backend Development',
    description:
      'Become a Python backend developer: Python, Django, Django REST Framework, Git and a job-search plan, building and deploying real APIs and web applications.',
    cardPoints: ['5 courses in one roadmap', 'Python, Django and REST APIs', 'Deployment and job-search plan'],
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
    learningObjectives: [
      'Write clean, tested Python and automate everyday tasks',
      'Build database-backed web applications with Django and its ORM',
      'Design secure REST APIs with Django REST Framework and JWT',
      'Ship code with Git, pull requests and continuous integration',
      'Prepare a backend portfolio, resume and interview plan',
    ],
    syllabus: [
      {
        title: 'Programming in Python',
        description: 'Python Programming Masterclass: from basics to OOP and automation.',
      },
      { title: 'Web applications', description: 'Django Framework Masterclass: models, views, templates and auth.' },
      { title: 'APIs', description: 'Django REST Framework Masterclass: serializers, viewsets and permissions.' },
      { title: 'Working like a team', description: 'Git & GitHub Masterclass: branches, reviews and automation.' },
      { title: 'Getting hired', description: 'Job Search & Resume Building: resume, portfolio and interviews.' },
    ],
  },
  {
    id: 'dsa-bootcamp',
    slug: 'complete-data-structures-and-algorithms',
    title: 'Complete Data Structures & Algorithms',
    description:
      'From complexity analysis to interview-ready problem solving: learn the data structures, then master 14 patterns across 94 practice questions.',
    cardPoints: ['2 courses in one roadmap', '94 practice questions', '14 interview patterns'],
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
    learningObjectives: [
      'Analyse the time and space complexity of any solution',
      'Implement arrays, linked lists, stacks, queues, trees, heaps and graphs',
      'Recognise the 14 patterns behind most interview problems',
      'Solve LeetCode problems from brute force to optimal under time pressure',
    ],
    syllabus: [
      {
        title: 'Core data structures',
        description: 'Data Structures & Algorithms: complexity, structures, sorting and searching.',
      },
      { title: 'Interview patterns', description: 'DSA Interview Preparation: 14 patterns and 83 LeetCode problems.' },
    ],
  },
];
