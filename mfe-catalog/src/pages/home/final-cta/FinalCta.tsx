import { Link } from '@shared-data/platform/router';
import { SOCIAL_PROOF } from '@shared-data/content-site';
import { buttons, containerClass, buttonRowClass, deferredClass, headingClass } from '@shared-data/ui';
import styles from './FinalCta.module.css';

/** The closing call to action of the home page. */
export function FinalCta() {
  return (
    <section
      className={containerClass(deferredClass(styles.band, { phone: 30, tablet: 30, desktop: 20 }))}
      aria-labelledby="final-cta-title"
    >
      <div className={styles.inner}>
        <h2 id="final-cta-title" className={headingClass('3xl')}>
          Start Your Coding Journey Today
        </h2>
        <p className={styles.lead}>
          Join {SOCIAL_PROOF.students} students from {SOCIAL_PROOF.countries} countries who learn by building.
        </p>
        <div className={`${buttonRowClass(true)} ${styles.actions}`}>
          <Link to="/courses" className={buttons.primary}>
            Browse Courses
          </Link>
          <Link to="/membership" className={buttons.secondary}>
            Become a Member
          </Link>
        </div>
      </div>
    </section>
  );
}
