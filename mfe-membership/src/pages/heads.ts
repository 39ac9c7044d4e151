/**
 * The head of each membership page, exported beside the page (src/exposed): the plans, their
 * prices and every answer that quotes them are this team's, in its pages and in their heads alike.
 */
import { BRAND, faqGroups, SCHEMA_CONTEXT, type PageModule } from 'shared-data';

type HeadOf = PageModule['head'];

export const membershipHead: HeadOf = () => ({
  title: 'Membership: Every Course, One Price',
  description: `One membership unlocks all ${BRAND} courses, learning paths, projects, DSA problems and certificates.`,
  keywords: ['membership', 'lifetime access'],
});

export const joinHead: HeadOf = () => ({
  title: `Join ${BRAND}`,
  description: 'Choose the yearly or lifetime membership and start learning today.',
  keywords: ['membership', 'join'],
});

export const faqsHead: HeadOf = () => ({
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

export const termsHead: HeadOf = () => ({
  title: 'Terms of Service',
  description: `The terms that govern the use of ${BRAND}.`,
  keywords: ['terms'],
});

export const privacyHead: HeadOf = () => ({
  title: 'Privacy Policy',
  description: `How ${BRAND} collects, uses and protects your data.`,
  keywords: ['privacy'],
});
