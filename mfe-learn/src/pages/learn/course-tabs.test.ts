import { type CourseProject, type Question } from '@shared-data/rules';
import { loadCourseDetail } from '@shared-data/content-catalog';
import { extraTabFor } from './course-tabs';

describe('the learn page second tab', () => {
  it('is Projects for a course with projects (python)', async () => {
    expect(extraTabFor(await loadCourseDetail('python'))).toBe('projects');
  });

  it('is Questions for a course with questions and no projects (dsa-advanced)', async () => {
    expect(extraTabFor(await loadCourseDetail('dsa-advanced'))).toBe('questions');
  });

  it('does not exist for a course with neither (git-github)', async () => {
    expect(extraTabFor(await loadCourseDetail('git-github'))).toBeNull();
  });

  it('prefers Projects when a course has both', () => {
    const question: Question = {
      id: 1,
      leetcodeId: 1,
      title: 'Two Sum',
      category: 'Array',
      difficulty: 'Easy',
      pattern: 'Two Pointers',
    };
    const project: CourseProject = {
      title: 'A project',
      description: '',
      technologies: [],
      duration: '1 hour',
      difficulty: 'Beginner',
      imageUrl: '',
      demoUrl: '#',
    };
    expect(extraTabFor({ projects: [project], questions: [question] })).toBe('projects');
  });
});
