/** The home page's head (exported beside the page: src/exposed/HomePage.ts). */
import { type PageHeadOf } from '@shared-data/contracts';
import { organizationData, SCHEMA_CONTEXT, SOCIAL_PROOF } from '@shared-data/content-site';

export const homeHead: PageHeadOf = (_params, { origin }) => ({
  title: 'Learn Programming with Real Projects',
  description: `Project-based courses in web development, Python, Django and DSA, trusted by ${SOCIAL_PROOF.students} students in ${SOCIAL_PROOF.countries} countries.`,
  keywords: ['web development', 'python', 'django', 'data structures and algorithms'],
  structuredData: { '@context': SCHEMA_CONTEXT, ...organizationData(origin) },
});
