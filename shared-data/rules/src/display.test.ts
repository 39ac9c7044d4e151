import {
  DISPLAY_LIMITS,
  courseStatCard,
  difficultyTone,
  isProjectLevel,
  projectLevelTone,
  ratingStars,
  visibleSlice,
} from './display';

describe('difficultyTone', () => {
  it('is green for Easy, amber for Medium and red for anything else', () => {
    expect(difficultyTone('Easy')).toBe('green');
    expect(difficultyTone('Medium')).toBe('amber');
    expect(difficultyTone('Hard')).toBe('red');
    expect(difficultyTone('Expert')).toBe('red');
    expect(difficultyTone('')).toBe('red');
  });
});

describe('ratingStars', () => {
  it('shows 4.5 as four full stars and one partial', () => {
    expect(ratingStars(4.5)).toEqual(['full', 'full', 'full', 'full', 'partial']);
  });

  it('shows 4.7 as four full stars and one partial', () => {
    expect(ratingStars(4.7)).toEqual(['full', 'full', 'full', 'full', 'partial']);
  });

  it('shows whole ratings without a partial star', () => {
    expect(ratingStars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(ratingStars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('always returns five stars', () => {
    expect(ratingStars(2.3)).toEqual(['full', 'full', 'partial', 'empty', 'empty']);
  });
});

describe('courseStatCard', () => {
  it('shows projects when the course has projects', () => {
    expect(courseStatCard({ hours: 35, projects: 10, questions: 0 })).toEqual({ label: 'Projects', value: 10 });
  });

  it('shows questions when the course has no projects', () => {
    expect(courseStatCard({ hours: 37, projects: 0, questions: 83 })).toEqual({ label: 'Questions', value: 83 });
  });

  it('prefers projects even when the course also has questions', () => {
    expect(courseStatCard({ hours: 10, projects: 2, questions: 5 })).toEqual({ label: 'Projects', value: 2 });
  });
});

describe('visibleSlice', () => {
  const items = Array.from({ length: 10 }, (_, index) => index + 1);

  it('shows the first items and counts the hidden ones when collapsed', () => {
    const slice = visibleSlice(items, 7, false);
    expect(slice.visible).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(slice.hiddenCount).toBe(3);
    expect(slice.hasToggle).toBe(true);
  });

  it('shows everything when expanded, keeping the hidden count for the toggle label', () => {
    const slice = visibleSlice(items, 7, true);
    expect(slice.visible).toEqual(items);
    expect(slice.hiddenCount).toBe(3);
    expect(slice.hasToggle).toBe(true);
  });

  it('has no toggle when the list does not exceed the initial count', () => {
    expect(visibleSlice(items.slice(0, 9), 9, false)).toEqual({
      visible: items.slice(0, 9),
      hiddenCount: 0,
      hasToggle: false,
    });
    expect(visibleSlice([], 3, false)).toEqual({ visible: [], hiddenCount: 0, hasToggle: false });
  });
});

describe('DISPLAY_LIMITS', () => {
  it('matches the display limits of spec section 9', () => {
    expect(DISPLAY_LIMITS).toEqual({
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
    });
  });
});

describe('projectLevelTone', () => {
  it('colours project levels Beginner green, Intermediate amber, Advanced red', () => {
    expect(projectLevelTone('Beginner')).toBe('green');
    expect(projectLevelTone('Intermediate')).toBe('amber');
    expect(projectLevelTone('Advanced')).toBe('red');
  });

  it('tells project levels from question difficulties', () => {
    expect(isProjectLevel('Beginner')).toBe(true);
    expect(isProjectLevel('Easy')).toBe(false);
    expect(isProjectLevel('hasOwnProperty')).toBe(false);
  });
});
