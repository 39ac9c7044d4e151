/** A learning path's head and the learning-path pages for the sitemap. */
import { type PageHeadOf } from '@shared-data/contracts';
import { NOT_FOUND_HEAD } from '@shared-data/content-site';
import { bundles, getBundleBySlug } from '@shared-data/content-catalog';

export const bundleDetailHead: PageHeadOf = ({ slug }) => {
  const bundle = getBundleBySlug(slug);
  return bundle
    ? { title: bundle.title, description: bundle.description, keywords: ['learning path', 'roadmap'] }
    : NOT_FOUND_HEAD;
};

export const bundlePaths = () => bundles.map((bundle) => `/bundles/${bundle.slug}`);
