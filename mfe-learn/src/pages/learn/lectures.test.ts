import { DISPLAY_LIMITS } from '@shared-data/rules';
import { courses, loadCourseDetail } from '@shared-data/content-catalog';
import { lecturesOf } from './lectures';

describe("a section's placeholder lectures", () => {
  it("are the spec's four, numbered within the section and titled by its topics", () => {
    const section = { topics: ['Resources and endpoints', 'HTTP methods', 'Status codes', 'JSON'], points: ['x'] };
    expect(lecturesOf(section, 1)).toEqual([
      { number: '1.1', title: 'Resources and endpoints' },
      { number: '1.2', title: 'HTTP methods' },
      { number: '1.3', title: 'Status codes' },
      { number: '1.4', title: 'JSON' },
    ]);
  });

  it("take the section's points after its topics, and the spec's plain name only when both run out", () => {
    expect(lecturesOf({ topics: ['Scoped throttles'], points: ['Protect endpoints with rate limits'] }, 15)).toEqual([
      { number: '15.1', title: 'Scoped throttles' },
      { number: '15.2', title: 'Protect endpoints with rate limits' },
      { number: '15.3', title: 'Lecture 15.3' },
      { number: '15.4', title: 'Lecture 15.4' },
    ]);
    expect(lecturesOf({ topics: [], points: [' '] }, 2).map((lecture) => lecture.title)).toEqual([
      'Lecture 2.1',
      'Lecture 2.2',
      'Lecture 2.3',
      'Lecture 2.4',
    ]);
  });

  it('have a title from the curriculum in every section of every course (no course falls back)', async () => {
    for (const course of courses) {
      const { curriculum } = await loadCourseDetail(course.id);
      curriculum.forEach((section, index) => {
        const lectures = lecturesOf(section, index + 1);
        expect(lectures).toHaveLength(DISPLAY_LIMITS.lecturePlaceholders);
        for (const lecture of lectures) expect(lecture.title).not.toMatch(/^Lecture \d/);
      });
    }
  });
});
