import type { CourseDetail, CourseId, QuestionCategory, QuestionPattern } from '@shared-data/rules';
import { courses } from './courses';
import { loadCourseDetail } from './course-detail';

/** Minutes in a curriculum duration such as '2 hours', '1.5 hours', '45 minutes' or '10 mins'; NaN if unreadable. */
function durationMinutes(text: string): number {
  const match = /^(\d+(?:\.\d+)?) (hours?|minutes?|mins?)$/.exec(text);
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2]?.startsWith('hour') ? amount * 60 : amount;
}

const LESSON_COUNTS: Record<CourseId, number> = {
  python: 24,
  react: 22,
  javascript: 26,
  'git-github': 15,
  'web-fundamentals': 22,
  django: 21,
  'django-rest-framework': 19,
  'dsa-beginners': 29,
  'dsa-advanced': 15,
  'job-search': 5,
};

const COURSES_WITH_PROJECTS: CourseId[] = ['javascript', 'python', 'react'];

const CATEGORIES: QuestionCategory[] = [
  'Array',
  'String',
  'Linked List',
  'Stack',
  'Binary Search',
  'Trees',
  'Backtracking',
  'Tries',
  'Heap',
  'Graphs',
  'Dynamic Programming',
  'Greedy',
  'Intervals',
  'Math & Geometry',
  'Binary',
];

const PATTERNS: QuestionPattern[] = [
  'Two Pointers',
  'Sliding Window',
  'Fast & Slow Pointers',
  'Stack / Monotonic Stack',
  'Binary Search',
  'DFS / BFS',
  'Backtracking / DFS',
  'Tries / DFS',
  'Priority Queue',
  'DFS / BFS / Union Find',
  'Memoization / Tabulation',
  'Greedy Algorithm',
  'Merge Intervals',
  'Matrix / Math',
  'Bit Manipulation',
  'Array/String Manipulate / Hashing',
];

const details = new Map<CourseId, CourseDetail>();

beforeAll(async () => {
  for (const course of courses) details.set(course.id, await loadCourseDetail(course.id));
});

function detailOf(id: CourseId): CourseDetail {
  const detail = details.get(id);
  if (!detail) throw new Error(`no detail loaded for ${id}`);
  return detail;
}

describe('durationMinutes (test helper)', () => {
  it('reads the duration formats the content uses and rejects others', () => {
    expect(durationMinutes('2 hours')).toBe(120);
    expect(durationMinutes('1 hour')).toBe(60);
    expect(durationMinutes('1.5 hours')).toBe(90);
    expect(durationMinutes('45 minutes')).toBe(45);
    expect(durationMinutes('10 mins')).toBe(10);
    expect(durationMinutes('2h')).toBeNaN();
    expect(durationMinutes('')).toBeNaN();
  });
});

describe.each(courses.map((course) => [course.id, course] as const))('course detail of %s', (id, course) => {
  it('loads on demand', () => {
    expect(details.has(id)).toBe(true);
  });

  it('has 6 to 8 learning objectives', () => {
    const { learningObjectives } = detailOf(id);
    expect(learningObjectives.length).toBeGreaterThanOrEqual(6);
    expect(learningObjectives.length).toBeLessThanOrEqual(8);
    expect(new Set(learningObjectives).size).toBe(learningObjectives.length);
  });

  it(`has exactly ${LESSON_COUNTS[id]} curriculum lessons, numbered from 1`, () => {
    const { curriculum } = detailOf(id);
    expect(curriculum).toHaveLength(LESSON_COUNTS[id]);
    expect(curriculum.map((lesson) => lesson.id)).toEqual(
      Array.from({ length: LESSON_COUNTS[id] }, (_, index) => index + 1),
    );
  });

  it('has lessons with unique titles, 3–5 topics, 2–4 points and 1–3 tags', () => {
    const { curriculum } = detailOf(id);
    expect(new Set(curriculum.map((lesson) => lesson.title)).size).toBe(curriculum.length);
    for (const lesson of curriculum) {
      expect(lesson.topics.length).toBeGreaterThanOrEqual(3);
      expect(lesson.topics.length).toBeLessThanOrEqual(5);
      expect(lesson.points.length).toBeGreaterThanOrEqual(2);
      expect(lesson.points.length).toBeLessThanOrEqual(4);
      expect(lesson.tags.length).toBeGreaterThanOrEqual(1);
      expect(lesson.tags.length).toBeLessThanOrEqual(3);
      expect(lesson.title).not.toMatch(/^Lesson \d+/i);
    }
  });

  it('has lesson durations between 5 minutes and 6 hours', () => {
    for (const lesson of detailOf(id).curriculum) {
      expect(lesson.duration).toMatch(/^\d+(?:\.\d+)? (hours?|minutes?|mins?)$/);
      const minutes = durationMinutes(lesson.duration);
      expect(minutes).toBeGreaterThanOrEqual(5);
      expect(minutes).toBeLessThanOrEqual(360);
    }
  });

  it('has lesson durations adding up to the advertised course length (within 10%)', () => {
    const totalHours = detailOf(id).curriculum.reduce((sum, lesson) => sum + durationMinutes(lesson.duration), 0) / 60;
    expect(totalHours).toBeGreaterThanOrEqual(course.duration.hours * 0.9);
    expect(totalHours).toBeLessThanOrEqual(course.duration.hours * 1.1);
  });

  if (COURSES_WITH_PROJECTS.includes(id)) {
    it(`has ${course.duration.projects} projects, as many as its duration claims`, () => {
      const { projects } = detailOf(id);
      expect(projects).toHaveLength(course.duration.projects);
      expect(new Set(projects.map((project) => project.title)).size).toBe(projects.length);
      for (const project of projects) {
        expect(['Beginner', 'Intermediate', 'Advanced']).toContain(project.difficulty);
        expect(project.technologies.length).toBeGreaterThan(0);
        expect(project.demoUrl).toBe('#');
        expect(['', '#']).toContain(project.imageUrl);
        expect(durationMinutes(project.duration)).toBeGreaterThan(0);
      }
    });
  } else {
    it('has no projects', () => {
      expect(detailOf(id).projects).toEqual([]);
    });
  }

  if (id !== 'dsa-advanced') {
    it('has no questions', () => {
      expect(detailOf(id).questions).toEqual([]);
    });
  }
});

describe('dsa-advanced questions', () => {
  const questions = () => detailOf('dsa-advanced').questions;

  it('are 83, matching the course’s question count', () => {
    expect(questions()).toHaveLength(83);
    expect(courses.find((course) => course.id === 'dsa-advanced')?.duration.questions).toBe(83);
  });

  it('have ids 1..83', () => {
    expect(questions().map((question) => question.id)).toEqual(Array.from({ length: 83 }, (_, index) => index + 1));
  });

  it('have unique LeetCode numbers and titles', () => {
    const leetcodeIds = questions().map((question) => question.leetcodeId);
    expect(new Set(leetcodeIds).size).toBe(83);
    for (const leetcodeId of leetcodeIds) expect(Number.isInteger(leetcodeId) && leetcodeId > 0).toBe(true);
    expect(new Set(questions().map((question) => question.title)).size).toBe(83);
  });

  it('use only valid categories, patterns and difficulties', () => {
    for (const question of questions()) {
      expect(CATEGORIES).toContain(question.category);
      expect(PATTERNS).toContain(question.pattern);
      expect(['Easy', 'Medium', 'Hard']).toContain(question.difficulty);
    }
  });

  it('cover all 15 categories', () => {
    expect(new Set(questions().map((question) => question.category))).toEqual(new Set(CATEGORIES));
  });

  it('carry well-known problems with their real LeetCode numbers and difficulties', () => {
    const byNumber = new Map(questions().map((question) => [question.leetcodeId, question]));
    expect(byNumber.get(1)).toMatchObject({ title: 'Two Sum', difficulty: 'Easy' });
    expect(byNumber.get(76)).toMatchObject({ title: 'Minimum Window Substring', difficulty: 'Hard' });
    expect(byNumber.get(200)).toMatchObject({ title: 'Number of Islands', difficulty: 'Medium', category: 'Graphs' });
    expect(byNumber.get(322)).toMatchObject({ title: 'Coin Change', category: 'Dynamic Programming' });
    expect(byNumber.get(1143)).toMatchObject({ title: 'Longest Common Subsequence', difficulty: 'Medium' });
  });
});
