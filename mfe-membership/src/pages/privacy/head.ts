/** The privacy page's head. */
import { BRAND, type PageHeadOf } from 'shared-data';

export const privacyHead: PageHeadOf = () => ({
  title: 'Privacy Policy',
  description: `How ${BRAND} collects, uses and protects your data.`,
  keywords: ['privacy'],
});
