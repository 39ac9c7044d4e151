/** What the teams' page heads share: the 404 head, schema.org building blocks (brand facts). */
import type { JsonLd, PageHead } from '@shared-data/contracts';
import { EXTERNAL_URLS } from './external-urls';
import { INSTRUCTOR } from './organization';
import { BRAND, FOUNDED_YEAR } from './site';

/** The head of the 404 page, which a detail page shows for a slug that names nothing. */
/** A path the shell cannot place while a remote's routes are unknown: not missing, unavailable. */
export const UNAVAILABLE_HEAD: PageHead = {
  title: 'Temporarily Unavailable',
  description: 'This page is unavailable right now. Please try again in a little while.',
  keywords: [],
  status: 503,
};

export const NOT_FOUND_HEAD: PageHead = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has been moved.",
  keywords: [],
  status: 404,
};

export const SCHEMA_CONTEXT = 'https://schema.org';

/** The business as an EducationalOrganization, for the home and contact pages. */
export function organizationData(origin: string): JsonLd {
  return {
    '@type': 'EducationalOrganization',
    name: BRAND,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(FOUNDED_YEAR),
    email: EXTERNAL_URLS.supportEmail,
    address: { '@type': 'PostalAddress', addressLocality: 'Jaipur', addressRegion: 'Rajasthan', addressCountry: 'IN' },
    sameAs: INSTRUCTOR.socialLinks.filter((link) => link.platform !== 'github').map((link) => link.url),
  };
}
