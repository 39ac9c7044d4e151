import * as sharedData from './index';

describe('the public surface of shared-data', () => {
  it('exports the static content', () => {
    expect(sharedData.courses).toHaveLength(10);
    expect(sharedData.bundles).toHaveLength(3);
    expect(sharedData.plans).toHaveLength(2);
    expect(sharedData.testimonials).toHaveLength(24);
    expect(sharedData.membershipFaqs.length).toBeGreaterThanOrEqual(6);
    expect(sharedData.detailFaqs('course')).toHaveLength(5);
    expect(sharedData.faqGroups).toHaveLength(4);
    expect(sharedData.showcaseProjects).toHaveLength(6);
    expect(sharedData.companies).toHaveLength(24);
  });

  it('loads course details on demand instead of exporting them', async () => {
    const holdsCurriculum = (value: unknown) =>
      typeof value === 'object' && value !== null && Array.isArray((value as { curriculum?: unknown }).curriculum);
    expect(Object.entries(sharedData).filter(([, value]) => holdsCurriculum(value))).toEqual([]);
    const detail = await sharedData.loadCourseDetail('git-github');
    expect(detail.curriculum).toHaveLength(15);
  });

  it('does not re-export the region store, so federation shares one instance', () => {
    expect(sharedData).not.toHaveProperty('regionStore');
    expect(sharedData).not.toHaveProperty('initRegion');
  });
});
