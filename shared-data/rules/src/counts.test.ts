import { countOf, courseContents, formatCount } from './counts';

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
