import { Link } from '@shared-data/platform/router';
import { plans } from '@shared-data/content-membership';
import { PageSection } from '../../components/section/PageSection';
import styles from './MembershipPitch.module.css';
import { buttons, cardClass, gridClass, splitClass } from '@shared-data/ui';

const features = plans.find((plan) => plan.highlight)?.features ?? plans[0]?.features ?? [];

/**
 * Why a membership beats buying courses one by one, with what every plan includes; shown on the
 * catalogue's home page (exposed as ./MembershipPitch).
 */
export default function MembershipPitch() {
  return (
    <PageSection
      eyebrow="Membership"
      heading="One Membership. Every Course."
      intro="Stop buying courses one at a time. A membership unlocks every course, every learning path and every future release."
      tone="dark"
    >
      <div className={splitClass(styles.layout)}>
        <ul className={gridClass({ gap: 3 }, styles.features)}>
          {features.map((feature) => (
            <li key={feature} className={cardClass({ tone: 'onDark', compact: true }, styles.feature)}>
              {feature}
            </li>
          ))}
        </ul>
        <div className={styles.cta}>
          <p>Choose a yearly plan or pay once for lifetime access.</p>
          <Link to="/membership" className={buttons.onDark}>
            Explore Membership
          </Link>
        </div>
      </div>
    </PageSection>
  );
}
