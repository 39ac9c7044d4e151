import { progressPercent, progressSummary } from './progress';

describe('the progress a visitor sees', () => {
  it('says the course is not started, and how many sections it has, rather than "0 of 24 completed"', () => {
    expect(progressSummary(0, 24)).toBe('Not started · 24 sections');
    expect(progressSummary(0, 0)).toBe('Not started');
    expect(progressPercent(0, 24)).toBe(0);
  });

  it('counts the sections completed once there are any', () => {
    expect(progressSummary(6, 24)).toBe('6 of 24 sections completed');
    expect(progressPercent(6, 24)).toBe(25);
  });
});
