import { formatPrice } from '@shared-data/rules';
import { bundles, courses } from '@shared-data/content-catalog';
import { plans } from '@shared-data/content-membership';
import { useRegion } from '@shared-data/platform/region-store';
import { PageSection } from '../../../components/section/PageSection';
import { buyingComparison } from './buying-comparison';
import styles from './ComparisonSection.module.css';

const lifetime = plans.find((plan) => plan.type === 'lifetime');

/** Buying every course one by one against the lifetime membership, computed from the catalogue. */
export function ComparisonSection() {
  const region = useRegion();
  if (!lifetime) return null;
  const numbers = buyingComparison(courses, lifetime, region);
  const price = (amount: number) => formatPrice(amount, region);
  const rows: { label: string; separately: string; membership: string }[] = [
    {
      label: 'Courses',
      separately: `${numbers.courseCount}, paid one by one`,
      membership: `All ${numbers.courseCount}`,
    },
    { label: 'Learning paths', separately: 'Bought separately', membership: `All ${bundles.length} included` },
    { label: 'Future courses and updates', separately: 'Pay for each new course', membership: 'Included' },
    { label: 'At list prices', separately: price(numbers.listTotal), membership: '—' },
    {
      label: 'Today',
      separately: price(numbers.discountedTotal),
      membership: `${price(numbers.planPrice)} once`,
    },
  ];
  return (
    <PageSection
      eyebrow="Do the maths"
      heading="Buying Courses One by One vs Membership"
      intro={
        <p>
          Every course is on sale, but the lifetime membership still costs less than buying them all, and it keeps
          growing.
        </p>
      }
    >
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            Cost of buying every course separately compared with the lifetime membership
          </caption>
          <thead>
            <tr>
              <td />
              <th scope="col">Courses one by one</th>
              <th scope="col" className={styles.highlight}>
                {lifetime.title}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.separately}</td>
                <td className={styles.highlight}>{row.membership}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageSection>
  );
}
