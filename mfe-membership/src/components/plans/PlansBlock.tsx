import { plans } from '@shared-data/content-membership';
import { useRegion } from '@shared-data/platform/region-store';
import { PlanCard } from './PlanCard';
import styles from './PlansBlock.module.css';

/** The two membership plans side by side, priced for the visitor's region. */
export function PlansBlock({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const region = useRegion();
  return (
    <ul className={styles.grid} aria-label="Membership plans">
      {plans.map((plan) => (
        <li key={plan.type} className={styles.item}>
          <PlanCard plan={plan} region={region} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
