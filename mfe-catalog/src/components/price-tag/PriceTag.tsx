import { regionalPrices } from '@shared-data/rules';
import { useRegion } from '@shared-data/platform/region-store';
import { Price } from '@shared-data/ui';

interface PriceTagProps {
  /** A course or bundle: its USD and INR prices. */
  item: { originalPrice: number; discountedPrice: number; originalPriceIndia: number; discountedPriceIndia: number };
}

/** The discounted price in the visitor's region, with the original struck through (the system's Price). */
export function PriceTag({ item }: PriceTagProps) {
  const region = useRegion();
  const prices = regionalPrices(item, region);
  return <Price amount={prices.discounted} original={prices.original} />;
}
