import { countOf } from '@shared-data/rules';
import { Link } from '@shared-data/platform/router';
import type { Course, CourseSummary } from '@shared-data/rules';
import { RatingStars, buttons, cardClass, gridClass, headingClass, spreadClass } from '@shared-data/ui';
import { type CardRows, cardGridParts } from '../card-grid/CardGrid';
import { PriceTag } from '../price-tag/PriceTag';
import styles from './CourseCard.module.css';

/** The rows a course card lays its parts in: picture, title, points, rating, price. */
export const COURSE_CARD_ROWS: CardRows = 5;

export interface CourseCardProps {
  course: CourseSummary;
  /** Level of the card's title, so the card fits the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** Where a course's image and title lead: its locked learn preview, in a new tab. */
export const learnPathOf = (course: Pick<Course, 'slug'>) => `/courses/${course.slug}/learn`;

/**
 * A course in a grid: image and title open the learn preview in a new tab, card points, the price
 * in the visitor's region with the original struck through, rating, and 'View Course'.
 */
export function CourseCard({ course, headingLevel = 3 }: CourseCardProps) {
  const Heading = `h${headingLevel}` as const;
  const learnPath = learnPathOf(course);
  return (
    <article className={cardClass({ media: true, lift: true }, `${styles.card} ${cardGridParts.card}`)}>
      <Link
        to={learnPath}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.imageLink}
        aria-label={`Preview ${course.title} (opens in a new tab)`}
      >
        {/* Not lazy: covers are written into the page (data URLs; see shared-data/tooling/bundling/module-rules.mjs). */}
        <img className={styles.image} src={course.imageUrl} alt="" width={640} height={360} />
      </Link>
      <div className={`${styles.body} ${cardGridParts.body}`}>
        <Heading className={headingClass('lg')}>
          <Link to={learnPath} target="_blank" rel="noopener noreferrer" className={styles.titleLink}>
            {course.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
        </Heading>
        <ul className={gridClass({ gap: 1 }, styles.points)}>
          {course.cardPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className={styles.meta}>
          <span className={styles.rating}>
            <RatingStars rating={course.reviewRating} />
            <span>
              {course.reviewRating} ({countOf(course.reviewCount, 'review')})
            </span>
          </span>
        </div>
        <div className={spreadClass(3, styles.footer)}>
          <PriceTag item={course} />
          <Link to={`/courses/${course.slug}`} className={buttons.primary} aria-label={`View Course: ${course.title}`}>
            View Course
          </Link>
        </div>
      </div>
    </article>
  );
}
