import type { Region } from '../types/entities';

const inrFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹11,999' with Indian grouping for IN; '$24.99' for everyone else. */
export function formatPrice(amount: number, region: Region): string {
  return region === 'IN' ? inrFormat.format(amount) : usdFormat.format(amount);
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
