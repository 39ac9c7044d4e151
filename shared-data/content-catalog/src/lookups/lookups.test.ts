import { bundles } from '../bundles';
import { courses } from '../courses';
import { coursesInNoBundle, findById } from '@shared-data/rules';
import { getCourseById, getCourseBySlug } from './lookups';
import { getCoursesOfBundle } from './bundle-courses';
import { getBundleBySlug } from './bundle-lookups';
import { getCourseNameBySlug } from './course-name-lookups';
import { COURSE_NAMES } from '../course-names';

describe('course names', () => {
  it('name every course of the catalogue, in its order, as the catalogue does', () => {
    expect(Object.values(COURSE_NAMES)).toEqual(courses.map(({ id, slug, title }) => ({ id, slug, title })));
  });

  it('find a course name by slug, and nothing for an unknown or missing slug', () => {
    expect(getCourseNameBySlug('html-css-masterclass')).toEqual({
      id: 'web-fundamentals',
      slug: 'html-css-masterclass',
      title: 'HTML & CSS Masterclass',
    });
    expect(getCourseNameBySlug('no-such-course')).toBeUndefined();
    expect(getCourseNameBySlug(undefined)).toBeUndefined();
  });
});

describe('course lookups', () => {
  it('find a course by slug and by id', () => {
    expect(getCourseBySlug('python-programming-masterclass')?.id).toBe('python');
    expect(getCourseBySlug('html-css-masterclass')?.id).toBe('web-fundamentals');
    expect(getCourseById('dsa-advanced')?.slug).toBe('data-structures-and-algorithms-interviews');
  });

  it('return undefined for unknown slugs, ids used as slugs, and missing params', () => {
    expect(getCourseBySlug('python')).toBeUndefined();
    expect(getCourseBySlug('no-such-course')).toBeUndefined();
    expect(getCourseBySlug('__proto__')).toBeUndefined();
    expect(getCourseBySlug(undefined)).toBeUndefined();
    expect(getCourseById('python-programming-masterclass')).toBeUndefined();
    expect(getCourseById(undefined)).toBeUndefined();
  });
});

describe('bundle lookups', () => {
  it('find a bundle by slug and by id', () => {
    expect(getBundleBySlug('complete-frontend-development')?.id).toBe('frontend-bootcamp');
    expect(findById(bundles, 'dsa-bootcamp')?.slug).toBe('complete-data-structures-and-algorithms');
  });

  it('return undefined for unknown slugs and a course slug', () => {
    expect(getBundleBySlug('react-masterclass')).toBeUndefined();
    expect(getBundleBySlug(undefined)).toBeUndefined();
    expect(findById(bundles, 'frontend')).toBeUndefined();
  });

  it('list a bundle’s courses in order', () => {
    const backend = findById(bundles, 'backend-bootcamp');
    if (!backend) throw new Error('backend bundle missing');
    expect(getCoursesOfBundle(backend).map((course) => course.title)).toEqual([
      'Python Programming Masterclass',
      'Django Framework Masterclass',
      'Django REST Framework Masterclass',
      'Git & GitHub Masterclass',
      'Job Search & Resume Building',
    ]);
  });

  it('find no course outside the bundles with today’s data', () => {
    expect(coursesInNoBundle(courses, bundles)).toEqual([]);
  });
});
