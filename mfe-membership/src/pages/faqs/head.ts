/** The FAQs page's head, with every question and answer (the plan prices in them too) as structured data. */
import { type PageHeadOf } from '@shared-data/contracts';
import { SCHEMA_CONTEXT } from '@shared-data/content-site';
import { faqGroups } from '@shared-data/content-membership';

export const faqsHead: PageHeadOf = () => ({
  title: 'Frequently Asked Questions',
  description: 'Answers about courses, membership, payments and technical issues.',
  keywords: ['faq', 'help'],
  structuredData: {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqGroups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  },
});
