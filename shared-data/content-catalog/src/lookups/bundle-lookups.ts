import type { Bundle } from '@shared-data/rules';
import { bundles } from '../bundles';
import { findBySlug } from '@shared-data/rules';

export const getBundleBySlug = (slug: string | undefined): Bundle | undefined => findBySlug(bundles, slug);
