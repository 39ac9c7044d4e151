import type { CourseDuration, ProjectDifficulty, QuestionDifficulty } from './entities';

export type DifficultyTone = 'green' | 'amber' | 'red';

/** Easy green, Medium amber, anything else red. */
export function difficultyTone(difficulty: QuestionDifficulty | string): DifficultyTone {
  if (difficulty === 'Easy') return 'green';
  if (difficulty === 'Medium') return 'amber';
  return 'red';
}

const PROJECT_LEVEL_TONES: Record<ProjectDifficulty, DifficultyTone> = {
  Beginner: 'green',
  Intermediate: 'amber',
  Advanced: 'red',
};

/** A project's level in the same three colours: Beginner green, Intermediate amber, Advanced red. */
export function projectLevelTone(level: ProjectDifficulty): DifficultyTone {
  return PROJECT_LEVEL_TONES[level];
}

export function isProjectLevel(value: string): value is ProjectDifficulty {
  return Object.prototype.hasOwnProperty.call(PROJECT_LEVEL_TONES, value);
}

export type StarFill = 'full' | 'partial' | 'empty';

/** Five stars for a rating: 4.5 gives four full stars and one partial. */
export function ratingStars(rating: number): StarFill[] {
  return Array.from({ length: 5 }, (_, index) => {
    const remaining = rating - index;
    if (remaining >= 1) return 'full';
    if (remaining > 0) return 'partial';
    return 'empty';
  });
}

/** The third stat card: projects, or questions when the course has no projects. */
export function courseStatCard(duration: CourseDuration): { label: 'Projects' | 'Questions'; value: number } {
  return duration.projects > 0
    ? { label: 'Projects', value: duration.projects }
    : { label: 'Questions', value: duration.questions };
}

/** How many items a show-more list shows, and how many it hides. */
export function visibleSlice<T>(items: readonly T[], initialCount: number, expanded: boolean) {
  const hiddenCount = Math.max(0, items.length - initialCount);
  return {
    visible: expanded ? items : items.slice(0, initialCount),
    hiddenCount,
    hasToggle: hiddenCount > 0,
  };
}

/** Display limits of spec section 9. */
export const DISPLAY_LIMITS = {
  homeBundles: 3,
  homeCourses: 3,
  homeTestimonials: 8,
  coursePageTestimonials: 8,
  curriculum: 7,
  projects: 3,
  questions: 9,
  lecturePlaceholders: 4,
  lecturePlaceholderLabel: '03m',
  learnInitialChapterId: 1,
} as const;
