/** The success stories page's head. */
import { BRAND, SOCIAL_PROOF, type PageHeadOf } from 'shared-data';

export const testimonialsHead: PageHeadOf = () => ({
  title: 'Student Success Stories',
  description: `Read how ${BRAND} students from ${SOCIAL_PROOF.countries} countries landed developer roles.`,
  keywords: ['reviews', 'testimonials'],
});
