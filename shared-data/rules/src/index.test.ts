import * as sharedData from './index';
import * as catalog from '@shared-data/content-catalog';
import * as membership from '@shared-data/content-membership';
import * as site from '@shared-data/content-site';

describe('the public surface of @shared-data/rules', () => {
  it('carries no content: each piece comes from its owning team’s content package', () => {
    for (const content of [catalog, membership, site]) {
      for (const name of Object.keys(content)) expect(sharedData).not.toHaveProperty(name);
    }
  });

  it('the content packages hold the static content', () => {
    expect(catalog.courses).toHaveLength(10);
    expect(catalog.bundles).toHaveLength(3);
    expect(membership.plans).toHaveLength(2);
    expect(catalog.testimonials).toHaveLength(24);
    expect(membership.membershipFaqs.length).toBeGreaterThanOrEqual(6);
    expect(catalog.detailFaqs('course')).toHaveLength(5);
    expect(membership.faqGroups).toHaveLength(4);
    expect(catalog.showcaseProjects).toHaveLength(6);
    expect(catalog.companies).toHaveLength(24);
  });

  it('loads course details on demand instead of exporting them', async () => {
    const holdsCurriculum = (value: unknown) =>
      typeof value === 'object' && value !== null && Array.isArray((value as { curriculum?: unknown }).curriculum);
    expect(Object.entries(catalog).filter(([, value]) => holdsCurriculum(value))).toEqual([]);
    const detail = await catalog.loadCourseDetail('git-github');
    expect(detail.curriculum).toHaveLength(15);
  });

  it('does not re-export the region store, so federation shares one instance', () => {
    expect(sharedData).not.toHaveProperty('regionStore');
    expect(sharedData).not.toHaveProperty('initRegion');
  });
});
