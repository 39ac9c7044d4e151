import { useId } from 'react';
import { Link } from '@shared-data/platform/router';
import { type BundleSummary, countOf } from '@shared-data/rules';
import { getCoursesOfBundle } from '@shared-data/content-catalog';
import {
  Badge,
  RatingStars,
  badgeClass,
  buttonClass,
  buttons,
  cardClass,
  rowClass,
  gridClass,
  headingClass,
  spreadClass,
} from '@shared-data/ui';
import { BundleModal } from '../bundle-modal/BundleModal';
import { type CardRows, cardGridParts } from '../card-grid/CardGrid';
import { PriceTag } from '../price-tag/PriceTag';
import styles from './BundleCard.module.css';

/** The rows a bundle card lays its parts in: picture, title, points, totals, rating, courses, price. */
export const BUNDLE_CARD_ROWS: CardRows = 7;

export interface BundleCardProps {
  bundle: BundleSummary;
  /** Level of the card's title, so the card fits the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The spec's Roadmap badge above the title (the `/learning-path` grid's cards carry it). */
  badge?: boolean;
}

/**
 * A learning path in a grid: image, title (under the spec's Roadmap badge where the page asks for
 * it), card points, totals, rating, a labelled button opening the dialog of its courses (rendered
 * closed beside it, so the button opens it from the server's HTML), the price in the visitor's
 * region and 'View Learning Path'.
 */
export function BundleCard({ bundle, headingLevel = 3, badge = false }: BundleCardProps) {
  const dialogId = useId();
  const Heading = `h${headingLevel}` as const;
  const courseCount = getCoursesOfBundle(bundle).length;
  const { totalHours, totalProjects, totalQuestions } = bundle.duration;
  const seeCourses = `See the ${countOf(courseCount, 'course')}`;
  return (
    <article className={cardClass({ media: true, lift: true }, `${styles.card} ${cardGridParts.card}`)}>
      <div className={styles.media}>
        {/* Not lazy: covers are written into the page (data URLs; see shared-data/tooling/bundling/module-rules.mjs). */}
        <img className={styles.image} src={bundle.imageUrl} alt="" width={640} height={360} />
      </div>
      <div className={`${styles.body} ${cardGridParts.body}`}>
        <div className={styles.title}>
          {badge && <Badge className={styles.badge}>Roadmap</Badge>}
          <Heading className={headingClass('lg')}>{bundle.title}</Heading>
        </div>
        <ul className={gridClass({ gap: 1 }, styles.points)}>
          {bundle.cardPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <ul className={rowClass(2, styles.stats)} aria-label="What the learning path contains">
          <li className={badgeClass('neutral')}>{countOf(courseCount, 'course')}</li>
          <li className={badgeClass('neutral')}>{countOf(totalHours, 'hour')}</li>
          {totalProjects > 0 && <li className={badgeClass('neutral')}>{countOf(totalProjects, 'project')}</li>}
          {totalQuestions > 0 && <li className={badgeClass('neutral')}>{countOf(totalQuestions, 'question')}</li>}
        </ul>
        <span className={styles.rating}>
          <RatingStars rating={bundle.reviewRating} />
          <span>
            {bundle.reviewRating} ({countOf(bundle.reviewCount, 'review')})
          </span>
        </span>
        <div>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'small' })}
            commandfor={dialogId}
            command="show-modal"
            aria-haspopup="dialog"
            aria-label={`${seeCourses} of ${bundle.title}`}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {seeCourses}
          </button>
          <BundleModal id={dialogId} bundle={bundle} />
        </div>
        <div className={spreadClass(3, styles.footer)}>
          <PriceTag item={bundle} />
          <Link
            to={`/bundles/${bundle.slug}`}
            className={buttons.primary}
            aria-label={`View Learning Path: ${bundle.title}`}
          >
            View Learning Path
          </Link>
        </div>
      </div>
    </article>
  );
}
