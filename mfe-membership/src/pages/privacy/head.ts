/** The privacy page's head. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';

export const privacyHead: PageHeadOf = () => ({
  title: 'Privacy Policy',
  description: `How ${BRAND} collects, uses and protects your data.`,
  keywords: ['privacy'],
});
