import { useId } from 'react';
import { Link } from '@shared-data/platform/router';
import { type BundleSummary, countOf } from '@shared-data/rules';
import { getCoursesOfBundle } from '@shared-data/content-catalog';
import {
  Badge,
  RatingStars,
  badgeClass,
  buttons,
  cardClass,
  stackClass,
  rowClass,
  gridClass,
  headingClass,
  spreadClass,
} from '@shared-data/ui';
import { BundleModal } from '../bundle-modal/BundleModal';
import { PriceTag } from '../price-tag/PriceTag';
import styles from './BundleCard.module.css';

export interface BundleCardProps {
  bundle: BundleSummary;
  /** Level of the card's title, so the card fits the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A learning path in a grid: Roadmap badge, image, title, card points, totals, price in the
 * visitor's region, an info button opening the bundle modal (rendered closed beside it, so the
 * button opens it from the server's HTML), and 'View Roadmap Details'.
 */
export function BundleCard({ bundle, headingLevel = 3 }: BundleCardProps) {
  const dialogId = useId();
  const Heading = `h${headingLevel}` as const;
  const courseCount = getCoursesOfBundle(bundle).length;
  const { totalHours, totalProjects, totalQuestions } = bundle.duration;
  return (
    <article className={cardClass({ media: true, lift: true }, styles.card)}>
      <div className={styles.media}>
        {/* Not lazy: covers are written into the page (data URLs; see shared-data/tooling/bundling/module-rules.mjs). */}
        <img className={styles.image} src={bundle.imageUrl} alt="" width={640} height={360} />
      </div>
      <div className={stackClass(3, styles.body)}>
        <Badge className={styles.badge}>Roadmap</Badge>
        <div className={styles.titleRow}>
          <Heading className={headingClass('lg')}>{bundle.title}</Heading>
          <button
            type="button"
            className={styles.info}
            commandfor={dialogId}
            command="show-modal"
            aria-haspopup="dialog"
            aria-label={`Courses in ${bundle.title}`}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <BundleModal id={dialogId} bundle={bundle} />
        </div>
        <ul className={gridClass({ gap: 1 }, styles.points)}>
          {bundle.cardPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <ul className={rowClass(2, styles.stats)} aria-label="What the roadmap contains">
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
        <div className={spreadClass(3, styles.footer)}>
          <PriceTag item={bundle} />
          <Link
            to={`/bundles/${bundle.slug}`}
            className={buttons.primary}
            aria-label={`View Roadmap Details: ${bundle.title}`}
          >
            View Roadmap Details
          </Link>
        </div>
      </div>
    </article>
  );
}
