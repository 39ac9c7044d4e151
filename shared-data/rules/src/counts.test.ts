import { countOf, courseContents, formatCount, formatDuration, formatHours, minutesOf } from './counts';

describe('counts', () => {
  it('writes thousands with a separator', () => {
    expect(formatCount(1061)).toBe('1,061');
    expect(formatCount(12)).toBe('12');
  });

  it('uses the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'project')).toBe('1 project');
    expect(countOf(0, 'project')).toBe('0 projects');
    expect(countOf(1061, 'review')).toBe('1,061 reviews');
    expect(countOf(2, 'learning path', 'learning paths')).toBe('2 learning paths');
  });

  it("lists a course's contents without zero counts", () => {
    expect(courseContents({ hours: 8, projects: 0, questions: 0 })).toEqual(['8 hours']);
    expect(courseContents({ hours: 30, projects: 1, questions: 100 })).toEqual([
      '30 hours',
      '1 project',
      '100 questions',
    ]);
  });
});

describe('formatDuration', () => {
  it('writes every length one way, in hours and minutes', () => {
    expect(formatDuration('1.5 hours')).toBe('1 hour 30 minutes');
    expect(formatDuration('75 minutes')).toBe('1 hour 15 minutes');
    expect(formatDuration('15 mins')).toBe('15 minutes');
    expect(formatDuration('1 hour')).toBe('1 hour');
    expect(formatDuration('2 hours')).toBe('2 hours');
    expect(formatDuration(24 * 60)).toBe('24 hours');
    expect(formatHours(1)).toBe('1 hour');
  });

  it('leaves a text it cannot read as it is', () => {
    expect(formatDuration('2 weeks')).toBe('2 weeks');
    expect(minutesOf('soon')).toBeUndefined();
  });
});
