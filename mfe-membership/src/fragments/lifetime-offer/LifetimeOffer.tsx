import { Link } from '@shared-data/platform/router';
import { plans } from '@shared-data/content-membership';
import { useRegion } from '@shared-data/platform/region-store';
import { planOffer } from '../../components/plans/plan-offer';
import { Badge, Price, buttons, containerClass, headingClass } from '@shared-data/ui';
import styles from './LifetimeOffer.module.css';

const lifetime = plans.find((plan) => plan.type === 'lifetime');

/**
 * The lifetime plan on offer, shown on the catalogue's home page (exposed as ./LifetimeOffer):
 * badge, price in the visitor's region with the list price struck, link to /membership. The
 * membership team deploys a plan change and this offer changes with it.
 */
export default function LifetimeOffer() {
  const region = useRegion();
  if (!lifetime) return null;
  const offer = planOffer(lifetime, region);
  return (
    <section className={styles.band} aria-labelledby="lifetime-offer-title">
      <div className={containerClass()}>
        <div className={styles.inner}>
          <div className={styles.copy}>
            {lifetime.badge && (
              <p className={styles.badge}>
                <Badge tone="offer">{lifetime.badge}</Badge>
              </p>
            )}
            <h2 id="lifetime-offer-title" className={headingClass('2xl')}>
              {lifetime.title}: Pay Once, Learn Forever
            </h2>
            <p className={styles.description}>{lifetime.description}</p>
          </div>
          <div className={styles.offer}>
            <Price
              amount={offer.price}
              original={offer.listPrice ?? undefined}
              note="one-time payment"
              size="large"
              onDark
              className={styles.price}
            />
            <Link to="/membership" className={buttons.onDark}>
              Explore Lifetime Membership
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
