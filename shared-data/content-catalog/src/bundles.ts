import type { Bundle, BundleId } from '@shared-data/rules';
import { bundleSummaries } from './bundle-summaries';

/** What only a learning path's own page shows: its objectives and its roadmap in stages. */
const BUNDLE_DETAILS: Record<BundleId, Pick<Bundle, 'learningObjectives' | 'syllabus'>> = {
  'frontend-bootcamp': {
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
  'backend-bootcamp': {
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
  'dsa-bootcamp': {
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
};

/** The three learning paths in full (spec section 3): their summaries and their details. */
export const bundles: Bundle[] = bundleSummaries.map((summary) => ({ ...summary, ...BUNDLE_DETAILS[summary.id] }));
