/** The success stories page's head. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND, SOCIAL_PROOF } from '@shared-data/content-site';

export const testimonialsHead: PageHeadOf = () => ({
  title: 'Student Success Stories',
  description: `Read how ${BRAND} students from ${SOCIAL_PROOF.countries} countries landed developer roles.`,
  keywords: ['reviews', 'testimonials'],
});
