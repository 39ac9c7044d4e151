import { findById } from '@shared-data/rules';
import { bundles, courses, getCoursesOfBundle } from '@shared-data/content-catalog';
import { dashboardContent, dashboardSummary } from './dashboard-groups';

const totalsOf = (bundleId: string) => {
  const group = dashboardContent(courses, bundles).groups.find((candidate) => candidate.bundle.id === bundleId);
  if (!group) throw new Error(`no group for ${bundleId}`);
  return { ...group.totals, courses: group.courses.length };
};

describe('dashboardContent', () => {
  it('groups the courses by learning path with the totals of spec section 9', () => {
    expect(totalsOf('frontend-bootcamp')).toEqual({
      totalHours: 111,
      totalProjects: 26,
      totalQuestions: 0,
      courses: 5,
    });
    expect(totalsOf('backend-bootcamp')).toEqual({ totalHours: 56, totalProjects: 18, totalQuestions: 0, courses: 5 });
    expect(totalsOf('dsa-bootcamp')).toEqual({ totalHours: 57, totalProjects: 0, totalQuestions: 94, courses: 2 });
  });

  it('keeps each bundle in its own course order', () => {
    const { groups } = dashboardContent(courses, bundles);
    expect(groups.map((group) => group.courses.map((course) => course.id))).toEqual(
      bundles.map((bundle) => bundle.courses),
    );
  });

  it('has no individual courses with today’s content: every course is in a bundle', () => {
    expect(dashboardContent(courses, bundles).individualCourses).toEqual([]);
  });

  it('lists the courses of a missing bundle as individual courses', () => {
    const dsa = findById(bundles, 'dsa-bootcamp');
    if (!dsa) throw new Error('dsa-bootcamp is missing');
    const { groups, individualCourses } = dashboardContent(
      courses,
      bundles.filter((bundle) => bundle.id !== dsa.id),
    );
    expect(groups).toHaveLength(bundles.length - 1);
    expect(individualCourses.map((course) => course.id)).toEqual(getCoursesOfBundle(dsa).map((course) => course.id));
  });

  it('leaves out a bundle none of whose courses the learner has', () => {
    const python = courses.filter((course) => course.id === 'python');
    const { groups } = dashboardContent(python, bundles);
    expect(groups.map((group) => group.bundle.id)).toEqual(['backend-bootcamp']);
    expect(groups[0]?.totals.totalHours).toBe(25);
  });
});

describe('dashboardSummary', () => {
  it('counts each course once, even one that sits in two learning paths', () => {
    const content = dashboardContent(courses, bundles);
    const summary = dashboardSummary(courses, content);
    expect(summary).toMatchObject({
      courses: 10,
      learningPaths: 3,
      totalHours: courses.reduce((sum, course) => sum + course.duration.hours, 0),
    });
    // Shown in the frontend and the backend path: 12 cards, 10 courses.
    expect(summary.sharedCourses.map((course) => course.id)).toEqual(['git-github', 'job-search']);
    expect(content.groups.reduce((cards, group) => cards + group.courses.length, 0)).toBe(12);
  });
});

describe('alsoIn', () => {
  it('names, for a course in two paths, the other path in each group', () => {
    const [frontend, backend, dsa] = dashboardContent(courses, bundles).groups;
    expect(frontend?.alsoIn).toEqual({ 'git-github': [backend?.bundle.title], 'job-search': [backend?.bundle.title] });
    expect(backend?.alsoIn).toEqual({ 'git-github': [frontend?.bundle.title], 'job-search': [frontend?.bundle.title] });
    expect(dsa?.alsoIn).toEqual({});
  });
});
