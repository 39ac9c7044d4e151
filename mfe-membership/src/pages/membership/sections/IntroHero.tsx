import { SOCIAL_PROOF } from '@shared-data/content-site';
import { bundles, courses } from '@shared-data/content-catalog';
import { RatingStars, buttons, buttonRowClass, headingClass, rowClass } from '@shared-data/ui';
import styles from './IntroHero.module.css';

/** The opening of /membership: the promise, the social proof and the way to the plans. */
export function IntroHero() {
  const proof = [
    { value: SOCIAL_PROOF.students, label: 'students' },
    { value: SOCIAL_PROOF.minutesWatched, label: 'minutes watched' },
    { value: SOCIAL_PROOF.countries, label: 'countries' },
  ];
  return (
    <section className={styles.hero} aria-labelledby="membership-title">
      <div className={styles.inner}>
        <p className={styles.offer}>Lifetime membership · {SOCIAL_PROOF.headerOffer}</p>
        <h1 id="membership-title" className={headingClass('4xl')}>
          One Membership. Every Course.
        </h1>
        <p className={styles.pitch}>
          Unlock all {courses.length} courses and {bundles.length} learning paths, with real projects, DSA practice,
          certificates and every course we release next, for less than the price of a few courses.
        </p>
        <div className={buttonRowClass(true, styles.actions)}>
          <a href="#plans" className={buttons.onDark}>
            See Plans &amp; Pricing
          </a>
          <a href="#library" className={buttons.outlineOnDark}>
            What’s Included
          </a>
        </div>
        <div className={styles.proof}>
          <p className={styles.rating}>
            <RatingStars rating={SOCIAL_PROOF.ratingValue} />
            <span>
              <strong>{SOCIAL_PROOF.averageRating}</strong> from {SOCIAL_PROOF.reviews} reviews
            </span>
          </p>
          <ul className={rowClass(2, styles.stats)}>
            {proof.map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong> {item.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
