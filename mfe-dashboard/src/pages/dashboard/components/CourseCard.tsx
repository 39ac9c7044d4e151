import { countOf, courseContents, type Course } from '@shared-data/rules';
import {
  Badge,
  ExternalLink,
  RatingStars,
  buttonClass,
  cardClass,
  DownloadIcon,
  PlayLineIcon,
  stackClass,
  rowClass,
  headingClass,
} from '@shared-data/ui';
import { CourseCover } from './CourseCover';
import styles from './CourseCard.module.css';

/**
 * A course of the library: cover, title, rating, what it contains, and one way to take it (Continue
 * Learning, the card's only button, outlined: it is a member's, and the page's one filled action is
 * the visitor's way in, above); Download, to the same place, is a quiet link under it. A course
 * another learning path shows too says which (`alsoIn`).
 */
export function CourseCard({
  course,
  alsoIn,
  eager = false,
}: {
  course: Course;
  alsoIn?: readonly string[] | undefined;
  eager?: boolean;
}) {
  const linkName = (action: string) => `${action}: ${course.title} (opens in a new tab)`;
  return (
    <article className={cardClass({ media: true, lift: true }, styles.card)}>
      <CourseCover src={course.imageUrl} label={course.title} eager={eager} />
      <div className={stackClass(3, styles.body)}>
        <h3 className={headingClass('lg', styles.title)}>{course.title}</h3>
        <p className={rowClass(2, styles.rating)}>
          <RatingStars rating={course.reviewRating} />
          <span className={styles.ratingValue} aria-hidden="true">
            {course.reviewRating}
          </span>
          <span className={styles.reviews}>({countOf(course.reviewCount, 'review')})</span>
        </p>
        <ul className={rowClass(2, styles.facts)}>
          {courseContents(course.duration).map((fact) => (
            <li key={fact}>
              <Badge tone="neutral">{fact}</Badge>
            </li>
          ))}
        </ul>
        {alsoIn && alsoIn.length > 0 && <p className={styles.alsoIn}>Also in {alsoIn.join(' and ')}</p>}
        <div className={stackClass(1, styles.actions)}>
          <ExternalLink
            href={course.takeUrl}
            className={buttonClass({ variant: 'secondary', size: 'small', block: true })}
            aria-label={linkName('Continue Learning')}
          >
            <PlayLineIcon width="1em" height="1em" />
            Continue Learning
          </ExternalLink>
          <ExternalLink href={course.takeUrl} className={styles.download} aria-label={linkName('Download')}>
            <DownloadIcon width="1em" height="1em" />
            Download
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
