import type { ReactNode } from 'react';
import { countOf } from '@shared-data/rules';
import { SOCIAL_PROOF } from '@shared-data/content-site';
import { Badge, Price, RatingStars, containerClass, buttonRowClass, headingClass, splitClass } from '@shared-data/ui';
import { PURCHASE_CONTROLS } from './DetailPurchaseBar';
import styles from './DetailHero.module.css';

interface DetailHeroProps {
  /** Small label before the edition badge, e.g. 'Learning path · 5 courses'. */
  kicker?: string;
  /** What the page sells, for the words around its figures: 'course' or 'learning path'. */
  subject: 'course' | 'learning path';
  title: string;
  description: string;
  rating: number;
  reviewCount: number;
  prices: { original: string; discounted: string };
  /** Enroll, syllabus and other calls to action. */
  actions: ReactNode;
  /** The preview video or cover image. */
  media: ReactNode;
}

/** The top of a course or bundle page: badge, title, rating, price by region and calls to action. */
export function DetailHero({
  kicker,
  subject,
  title,
  description,
  rating,
  reviewCount,
  prices,
  actions,
  media,
}: DetailHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={containerClass(splitClass(styles.inner))}>
        <div className={styles.text}>
          <p className={styles.badges}>
            {kicker && <Badge tone="onDark">{kicker}</Badge>}
            <Badge tone="offer">{SOCIAL_PROOF.editionBadge}</Badge>
          </p>
          <h1 className={headingClass('4xl', styles.title)}>{title}</h1>
          <p className={styles.description}>{description}</p>
          <p className={styles.rating}>
            <span className={styles.score}>
              <RatingStars rating={rating} />
              <span>
                <strong>{rating}</strong> ({countOf(reviewCount, 'review')})
              </span>
            </span>
            <span className={styles.countries}>
              Students of this {subject} in {SOCIAL_PROOF.countriesCoursePage} countries
            </span>
          </p>
          <div className={styles.price}>
            <Price amount={prices.discounted} original={prices.original} size="large" onDark />
          </div>
          <div className={buttonRowClass(false, styles.actions)} {...PURCHASE_CONTROLS}>
            {actions}
          </div>
        </div>
        <div className={styles.media}>{media}</div>
      </div>
    </header>
  );
}
