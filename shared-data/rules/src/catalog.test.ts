import type { Course, CourseId, Question } from './entities';
import { bundles, courses } from '@shared-data/content-catalog';
import dsaInterviews from '@shared-data/content-catalog/course-details/dsa-advanced';
import {
  DEFAULT_QUESTION_COURSE,
  bundleTotals,
  coursesInNoBundle,
  coursesOfBundle,
  enrichQuestions,
  findById,
  findBySlug,
} from './catalog';

const ids = (list: readonly Course[]) => list.map((course) => course.id);

function bundleCourses(bundleId: string): Course[] {
  const bundle = bundles.find((item) => item.id === bundleId);
  if (!bundle) throw new Error(`missing bundle ${bundleId}`);
  return coursesOfBundle(bundle, courses);
}

describe('bundleTotals', () => {
  it('pins the bundle totals of spec section 9', () => {
    expect(bundleTotals(bundleCourses('frontend-bootcamp'))).toEqual({
      totalHours: 111,
      totalProjects: 26,
      totalQuestions: 0,
    });
    expect(bundleTotals(bundleCourses('backend-bootcamp'))).toEqual({
      totalHours: 56,
      totalProjects: 18,
      totalQuestions: 0,
    });
    expect(bundleTotals(bundleCourses('dsa-bootcamp'))).toEqual({
      totalHours: 57,
      totalProjects: 0,
      totalQuestions: 94,
    });
  });

  it('is what every bundle shows as its duration', () => {
    for (const bundle of bundles) {
      expect(bundle.duration).toEqual(bundleTotals(coursesOfBundle(bundle, courses)));
    }
  });

  it('is zero for no courses', () => {
    expect(bundleTotals([])).toEqual({ totalHours: 0, totalProjects: 0, totalQuestions: 0 });
  });
});

describe('findBySlug and findById', () => {
  it('find an item by slug or id', () => {
    expect(findBySlug(courses, 'react-masterclass')?.id).toBe('react');
    expect(findById(courses, 'job-search')?.slug).toBe('job-search-and-resume-building');
  });

  it('return undefined for an unknown or missing key', () => {
    expect(findBySlug(courses, 'vue-masterclass')).toBeUndefined();
    expect(findBySlug(courses, undefined)).toBeUndefined();
    expect(findById(bundles, 'react')).toBeUndefined();
    expect(findById(bundles, undefined)).toBeUndefined();
  });
});

describe('coursesOfBundle', () => {
  it('returns the courses in the bundle’s order', () => {
    expect(ids(bundleCourses('frontend-bootcamp'))).toEqual([
      'web-fundamentals',
      'javascript',
      'react',
      'git-github',
      'job-search',
    ]);
    expect(ids(bundleCourses('backend-bootcamp'))).toEqual([
      'python',
      'django',
      'django-rest-framework',
      'git-github',
      'job-search',
    ]);
    expect(ids(bundleCourses('dsa-bootcamp'))).toEqual(['dsa-beginners', 'dsa-advanced']);
  });

  it('skips ids that match no course', () => {
    const withUnknown = ['react', 'vue', 'python'] as CourseId[];
    expect(ids(coursesOfBundle({ courses: withUnknown }, courses))).toEqual(['react', 'python']);
  });
});

describe('coursesInNoBundle', () => {
  it('is empty with today’s data: every course belongs to a bundle', () => {
    expect(coursesInNoBundle(courses, bundles)).toEqual([]);
  });

  it('lists the courses no bundle contains, in catalogue order', () => {
    const withoutFrontend = bundles.filter((bundle) => bundle.id !== 'frontend-bootcamp');
    expect(ids(coursesInNoBundle(courses, withoutFrontend))).toEqual(['react', 'javascript', 'web-fundamentals']);
  });

  it('lists every course when there are no bundles', () => {
    expect(coursesInNoBundle(courses, [])).toHaveLength(courses.length);
  });
});

describe('enrichQuestions', () => {
  /** The DSA interview course's first two questions: Two Sum and Contains Duplicate. */
  const questions: Question[] = dsaInterviews.questions.slice(0, 2);

  it('defaults to the DSA interview course', () => {
    expect(DEFAULT_QUESTION_COURSE).toEqual({
      courseTitle: 'DSA Interview Preparation',
      courseSlug: 'data-structures-and-algorithms-interviews',
    });
    const cards = enrichQuestions(questions);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toEqual({
      ...questions[0],
      courseTitle: 'DSA Interview Preparation',
      courseSlug: 'data-structures-and-algorithms-interviews',
    });
    expect(cards[1]?.title).toBe('Contains Duplicate');
  });

  it('carries the given course instead of the default', () => {
    const cards = enrichQuestions(questions, {
      title: 'Data Structures & Algorithms',
      slug: 'data-structures-and-algorithms',
    });
    expect(cards.map(({ courseTitle, courseSlug }) => [courseTitle, courseSlug])).toEqual([
      ['Data Structures & Algorithms', 'data-structures-and-algorithms'],
      ['Data Structures & Algorithms', 'data-structures-and-algorithms'],
    ]);
  });

  it('does not change the questions it is given', () => {
    enrichQuestions(questions);
    expect(questions[0]).not.toHaveProperty('courseTitle');
  });
});
