import type { Course, CourseId } from '@shared-data/rules';
import { courseSummaries } from './course-summaries';

/** What only a course's own page shows: its prerequisites and topics. */
const COURSE_PAGE_TEXT: Record<CourseId, Pick<Course, 'prerequisite' | 'topics'>> = {
  python: {
    prerequisite: [
      'No programming experience is needed: we start from installing Python and writing your first line of code.',
      'A computer running Windows, macOS or Linux with at least 4 GB of RAM.',
    ],
    topics: [
      'Python basics',
      'Control flow',
      'Functions',
      'Data structures',
      'OOP',
      'File handling',
      'Modules & packages',
      'Automation',
    ],
  },
  react: {
    prerequisite: [
      'Comfort with modern JavaScript: arrow functions, destructuring, modules, promises and async/await.',
      'Basic HTML and CSS; you should be able to build a simple static page.',
    ],
    topics: [
      'JSX',
      'Components & props',
      'Hooks',
      'React Router',
      'State management',
      'Data fetching',
      'Testing',
      'Deployment',
    ],
  },
  javascript: {
    prerequisite: ['Basic HTML and CSS. No prior JavaScript is required.'],
    topics: [
      'Variables & types',
      'Functions & scope',
      'Closures',
      'DOM',
      'Events',
      'Promises & async/await',
      'Fetch API',
      'ES modules',
    ],
  },
  'git-github': {
    prerequisite: [],
    topics: ['Git basics', 'Branching', 'Merging & rebasing', 'Remote repositories', 'Pull requests', 'GitHub Actions'],
  },
  'web-fundamentals': {
    prerequisite: [],
    topics: [
      'Semantic HTML',
      'Forms',
      'CSS selectors',
      'Box model',
      'Flexbox',
      'Grid',
      'Responsive design',
      'Accessibility',
    ],
  },
  django: {
    prerequisite: ['Python fundamentals: functions, classes and modules.', 'Basic HTML for templates.'],
    topics: [
      'Project structure',
      'Models & ORM',
      'Views & URLs',
      'Templates',
      'Forms',
      'Authentication',
      'Admin',
      'Deployment',
    ],
  },
  'django-rest-framework': {
    prerequisite: ['Working knowledge of Django models and views.', 'Basic understanding of HTTP methods and JSON.'],
    topics: [
      'REST principles',
      'Serializers',
      'Views & viewsets',
      'Routers',
      'Authentication',
      'Permissions',
      'Filtering & pagination',
      'API docs',
    ],
  },
  'dsa-beginners': {
    prerequisite: ['Comfort with one programming language (examples use Python).'],
    topics: [
      'Complexity analysis',
      'Arrays',
      'Linked lists',
      'Stacks & queues',
      'Recursion',
      'Sorting',
      'Trees',
      'Graphs',
    ],
  },
  'dsa-advanced': {
    prerequisite: [
      'Basic data structures: arrays, linked lists, stacks, queues, trees and graphs.',
      'Fluency in one programming language.',
    ],
    topics: [
      'Two pointers',
      'Sliding window',
      'Binary search',
      'Trees',
      'Graphs',
      'Dynamic programming',
      'Greedy',
      'Backtracking',
    ],
  },
  'job-search': {
    prerequisite: [],
    topics: ['Resume writing', 'LinkedIn', 'Portfolio', 'Applications', 'Interviews', 'Negotiation'],
  },
};

/** The ten courses in full (spec section 3): their summaries and what their own pages add. */
export const courses: Course[] = courseSummaries.map((summary) => ({ ...summary, ...COURSE_PAGE_TEXT[summary.id] }));
