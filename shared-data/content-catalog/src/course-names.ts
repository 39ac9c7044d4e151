import type { Course, CourseId } from '@shared-data/rules';

/** A course as named wherever it is only linked to: its id, address and title. */
export type CourseName = Pick<Course, 'id' | 'slug' | 'title'>;

/**
 * The ten courses' names, in catalogue order: the one place a course's id, slug and title are
 * written (courses.ts builds each full record on its entry). A page that only names or links a
 * course (the footer's popular courses, a dashboard card) reads these, not the whole catalogue.
 */
export const COURSE_NAMES = {
  python: { id: 'python', slug: 'python-programming-masterclass', title: 'Python Programming Masterclass' },
  react: { id: 'react', slug: 'react-masterclass', title: 'React Masterclass' },
  javascript: { id: 'javascript', slug: 'javascript-masterclass', title: 'JavaScript Masterclass' },
  'git-github': { id: 'git-github', slug: 'git-github-masterclass', title: 'Git & GitHub Masterclass' },
  'web-fundamentals': { id: 'web-fundamentals', slug: 'html-css-masterclass', title: 'HTML & CSS Masterclass' },
  django: { id: 'django', slug: 'django-framework-masterclass', title: 'Django Framework Masterclass' },
  'django-rest-framework': {
    id: 'django-rest-framework',
    slug: 'django-rest-framework-masterclass',
    title: 'Django REST Framework Masterclass',
  },
  'dsa-beginners': {
    id: 'dsa-beginners',
    slug: 'data-structures-and-algorithms',
    title: 'Data Structures & Algorithms',
  },
  'dsa-advanced': {
    id: 'dsa-advanced',
    slug: 'data-structures-and-algorithms-interviews',
    title: 'DSA Interview Preparation',
  },
  'job-search': { id: 'job-search', slug: 'job-search-and-resume-building', title: 'Job Search & Resume Building' },
} as const satisfies { [Id in CourseId]: CourseName & { id: Id } };
