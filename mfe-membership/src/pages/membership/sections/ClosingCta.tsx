import { plans } from '@shared-data/content-membership';
import { useRegion } from '@shared-data/platform/region-store';
import { planOffer } from '../../../components/plans/plan-offer';
import styles from './ClosingCta.module.css';
import { buttons, deferredClass, headingClass } from '@shared-data/ui';

const lifetime = plans.find((plan) => plan.type === 'lifetime');

/** The closing pitch: the lifetime price in the visitor's currency and the way back to the plans. */
export function ClosingCta() {
  const region = useRegion();
  const offer = lifetime ? planOffer(lifetime, region) : null;
  return (
    <section className={deferredClass(styles.band)} aria-labelledby="closing-cta-heading">
      <div className={styles.inner}>
        {/* The last two words kept together: a phone's width ends the heading in no lone word. */}
        <h2 id="closing-cta-heading" className={headingClass('3xl')}>
          Start Learning{'\u00a0'}Today
        </h2>
        {offer && lifetime && (
          <p className={styles.text}>
            {lifetime.badge ? `${lifetime.badge}: ` : ''}
            every course, every learning path and every future release for {offer.price}
            {offer.listPrice ? ` instead of ${offer.listPrice}` : ''}, paid once.
          </p>
        )}
        <a href="#plans" className={buttons.onDark}>
          Choose Your Plan
        </a>
      </div>
    </section>
  );
}
