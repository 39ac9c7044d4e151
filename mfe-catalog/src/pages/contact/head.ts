/** The contact page's head, with the business's address as structured data. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND, EXTERNAL_URLS, MAILING_ADDRESS, organizationData, SCHEMA_CONTEXT } from '@shared-data/content-site';

export const contactHead: PageHeadOf = (_params, { origin }) => ({
  title: 'Contact Us',
  description: `Email ${EXTERNAL_URLS.supportEmail} or chat with the ${BRAND} team; we reply within 24 hours.`,
  keywords: ['support', 'contact'],
  structuredData: {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ContactPage',
    url: `${origin}/contact`,
    mainEntity: {
      ...organizationData(origin),
      address: { '@type': 'PostalAddress', streetAddress: MAILING_ADDRESS.lines.join(', ') },
    },
  },
});
