import { Link } from 'react-router-dom';
import { formatPrice, plans } from 'shared-data';
import { useRegion } from 'shared-data/region-store';
import buttons from '../../../styles/buttons.module.css';
import styles from './LifetimeOffer.module.css';

/** The lifetime plan on offer: badge, price in the visitor's region with the list price struck, link to /membership. */
export function LifetimeOffer() {
  const region = useRegion();
  const plan = plans.find((item) => item.type === 'lifetime');
  if (!plan) return null;
  const inIndia = region === 'IN';
  const price = formatPrice(inIndia ? plan.priceIndia : plan.price, region);
  const originalAmount = inIndia ? plan.originalPriceIndia : plan.originalPrice;
  return (
    <section className={styles.band} aria-labelledby="lifetime-offer-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {plan.badge && <p className={styles.badge}>{plan.badge}</p>}
          <h2 id="lifetime-offer-title" className={styles.title}>
            {plan.title}: pay once, learn forever
          </h2>
          <p className={styles.description}>{plan.description}</p>
        </div>
        <div className={styles.offer}>
          <p className={styles.price}>
            <span className={styles.amount}>
              <span className="visually-hidden">Price: </span>
              {price}
            </span>
            {originalAmount !== undefined && (
              <del className={styles.original}>
                <span className="visually-hidden">Original price: </span>
                {formatPrice(originalAmount, region)}
              </del>
            )}
            <span className={styles.interval}>one-time payment</span>
          </p>
          <Link to="/membership" className={buttons.onDark}>
            Explore Lifetime Membership
          </Link>
        </div>
      </div>
    </section>
  );
}
