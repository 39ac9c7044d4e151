import { Link } from 'react-router-dom';
import { plans } from 'shared-data';
import { Section } from '../../../components/section/Section';
import buttons from '../../../styles/buttons.module.css';
import styles from './MembershipPitch.module.css';

/** Why a membership beats buying courses one by one; lists what every plan includes. */
export function MembershipPitch() {
  const features = plans.find((plan) => plan.highlight)?.features ?? plans[0]?.features ?? [];
  return (
    <Section
      eyebrow="Membership"
      title="One membership. Every course."
      intro="Stop buying courses one at a time. A membership unlocks every course, every learning path and every future release."
      tone="dark"
    >
      <div className={styles.layout}>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className={styles.cta}>
          <p>Choose a yearly plan or pay once for lifetime access.</p>
          <Link to="/membership" className={buttons.onDark}>
            Explore Membership
          </Link>
        </div>
      </div>
    </Section>
  );
}
