import type { FaqGroup } from '@shared-data/rules';

/** A stable, URL-safe key for a group: 'Courses & Content' → 'courses-content'. */
export function faqGroupKey(group: Pick<FaqGroup, 'title'>): string {
  return group.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
