import type { Bundle } from 'shared-data';
import { bundles } from '../bundles';
import { findBySlug } from 'shared-data';

export const getBundleBySlug = (slug: string | undefined): Bundle | undefined => findBySlug(bundles, slug);
