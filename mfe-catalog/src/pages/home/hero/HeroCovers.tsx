import { courseSummaries } from '@shared-data/content-catalog';
import { IconCircle, coverClass } from '@shared-data/ui';
import styles from './HomeHero.module.css';

/** The first courses of the library, drawn as the hero's picture on wide screens. */
const SHOWN = 3;

/**
 * The desktop hero's right half: the library's first covers as one composition (a large cover over
 * two smaller ones), with the certificate every course ends in. Decoration beside the words, which
 * say everything: the covers are unnamed pictures, and on phones (where the column would push the
 * calls to action down) the whole picture is not drawn, nor are its files fetched (lazy images).
 */
export function HeroCovers() {
  return (
    <div className={styles.covers}>
      <ul className={styles.coverGrid} aria-hidden="true">
        {courseSummaries.slice(0, SHOWN).map((course) => (
          <li key={course.id}>
            <img
              className={coverClass({}, styles.cover)}
              src={course.imageUrl}
              alt=""
              width={640}
              height={360}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      <p className={styles.certificate}>
        <IconCircle size="small" tone="primary">
          <svg viewBox="0 0 20 20" width="14" height="14">
            <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </IconCircle>
        <span>
          <strong>A certificate with every course</strong>
          <span className={styles.certificateNote}>Verifiable, valid for life</span>
        </span>
      </p>
    </div>
  );
}
