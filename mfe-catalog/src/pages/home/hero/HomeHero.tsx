import { Link } from '@shared-data/platform/router';
import { BRAND, SOCIAL_PROOF } from '@shared-data/content-site';
import { FEATURED_STUDENTS } from '@shared-data/content-catalog';
import {
  RatingStars,
  buttons,
  containerClass,
  buttonRowClass,
  badgeClass,
  rowClass,
  splitClass,
} from '@shared-data/ui';
import { HeroCovers } from './HeroCovers';
import styles from './HomeHero.module.css';

const AVATAR_COUNT = 5;

/**
 * The home page's first screen: badges, headline, the two main calls to action and social proof,
 * and on wide screens the library's covers beside them. Each of the site's figures (spec section 1)
 * is said once, in the spec's form: students, countries and minutes on one line, the rating on the next.
 */
export function HomeHero() {
  const avatars = FEATURED_STUDENTS.slice(0, AVATAR_COUNT);
  return (
    <header className={styles.hero}>
      <div className={containerClass(splitClass(styles.inner))}>
        <div className={styles.copy}>
          <ul className={rowClass(2, styles.badges)} aria-label="Highlights">
            <li className={badgeClass('primary')}>{SOCIAL_PROOF.editionBadge}</li>
            <li className={badgeClass('accent')}>{SOCIAL_PROOF.headerOffer} Lifetime Membership</li>
          </ul>
          <h1 className={styles.title}>
            Learn to Code by Building <span className={styles.highlight}>Real Projects</span>
          </h1>
          <p className={styles.lead}>
            {BRAND} takes you from your first line of code to job-ready: frontend, backend, Python, Django and DSA,
            taught the way professionals work, with projects for your portfolio at every step.
          </p>
          <div className={buttonRowClass(false, styles.actions)}>
            <Link to="/courses" className={buttons.primary}>
              View Courses
            </Link>
            <Link to="/membership" className={buttons.secondary}>
              Explore Membership
            </Link>
          </div>
          <div className={styles.proof}>
            <ul className={styles.avatars} aria-hidden="true">
              {avatars.map((student) => (
                <li key={student.id}>
                  <img src={student.imageUrl} alt="" width={44} height={44} />
                </li>
              ))}
            </ul>
            <div className={styles.proofText}>
              <p className={styles.students}>
                <strong>{SOCIAL_PROOF.students}</strong> students in <strong>{SOCIAL_PROOF.countries}</strong>{' '}
                countries, <strong>{SOCIAL_PROOF.minutesWatched}</strong> minutes watched
              </p>
              <p className={styles.rating}>
                <RatingStars rating={SOCIAL_PROOF.ratingValue} />
                <span>
                  {SOCIAL_PROOF.averageRating} from {SOCIAL_PROOF.reviews} reviews
                </span>
              </p>
            </div>
          </div>
        </div>
        <HeroCovers />
      </div>
    </header>
  );
}
