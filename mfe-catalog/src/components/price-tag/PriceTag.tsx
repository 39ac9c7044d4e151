import { regionalPrices } from '@shared-data/rules';
import { useRegion } from '@shared-data/platform/region-store';
import styles from './PriceTag.module.css';

interface PriceTagProps {
  /** A course or bundle: its USD and INR prices. */
  item: { originalPrice: number; discountedPrice: number; originalPriceIndia: number; discountedPriceIndia: number };
}

/** The discounted price in the visitor's region, with the original struck through. */
export function PriceTag({ item }: PriceTagProps) {
  const region = useRegion();
  const prices = regionalPrices(item, region);
  return (
    <p className={styles.price}>
      <span className={styles.current}>
        <span className="visually-hidden">Price: </span>
        {prices.discounted}
      </span>{' '}
      <del className={styles.original}>
        <span className="visually-hidden">Original price: </span>
        {prices.original}
      </del>
    </p>
  );
}
