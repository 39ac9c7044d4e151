import type { Region } from './entities';
import { formatDollars, formatRupees } from './digits';

/** '₹11,999' with Indian grouping for IN; '$24.99' for everyone else. */
export function formatPrice(amount: number, region: Region): string {
  return region === 'IN' ? formatRupees(amount) : formatDollars(amount);
}

interface Priced {
  originalPrice: number;
  discountedPrice: number;
  originalPriceIndia: number;
  discountedPriceIndia: number;
}

/** The original and discounted price of a course or bundle in the visitor's region. */
export function regionalPrices(item: Priced, region: Region): { original: string; discounted: string } {
  return region === 'IN'
    ? {
        original: formatPrice(item.originalPriceIndia, region),
        discounted: formatPrice(item.discountedPriceIndia, region),
      }
    : { original: formatPrice(item.originalPrice, region), discounted: formatPrice(item.discountedPrice, region) };
}

/** The enroll link for the visitor's region. */
export function enrollUrlFor(item: { enrollUrl: string; enrollUrlIndia: string }, region: Region): string {
  return region === 'IN' ? item.enrollUrlIndia : item.enrollUrl;
}
