import type { Bundle } from '../types/entities';
import { bundles } from '../content/bundles';
import { findBySlug } from './catalog';

export const getBundleBySlug = (slug: string | undefined): Bundle | undefined => findBySlug(bundles, slug);
