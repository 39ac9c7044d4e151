import { useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'shared-data/router';
import { getCoursesOfBundle, type BundleSummary, courseContents, countOf } from 'shared-data';
import buttons from '../../styles/buttons.module.css';
import { useDialogFocus } from './use-dialog-focus';
import styles from './BundleModal.module.css';

export interface BundleModalProps {
  /** The bundle whose courses the dialog lists. */
  bundle: BundleSummary;
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called on the Close button, the close icon, a backdrop click and Escape. */
  onClose: () => void;
  /**
   * The element that gets focus back when the dialog closes (normally the button that opened it).
   * When absent, focus returns to whatever had it before the dialog opened.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The bundle preview: a labelled modal dialog listing the bundle's courses, with Close and
 * 'View Roadmap Details' (→ /bundles/{slug}). Focus is trapped inside while it is open.
 * Rendered into document.body so no card or section clips it.
 */
export function BundleModal({ bundle, open, onClose, returnFocusTo }: BundleModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeIconRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useDialogFocus({ open, dialogRef, initialFocusRef: closeIconRef, returnFocusTo, onClose });

  if (!open) return null;
  const bundleCourses = getCoursesOfBundle(bundle);
  return createPortal(
    <div className={styles.overlay}>
      <div className={styles.backdrop} role="presentation" data-testid="bundle-modal-backdrop" onClick={onClose} />
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <div>
            <p className={styles.eyebrow}>Roadmap</p>
            <h2 id={titleId} className={styles.title}>
              {bundle.title}
            </h2>
          </div>
          <button
            ref={closeIconRef}
            type="button"
            className={styles.closeIcon}
            aria-label="Close dialog"
            onClick={onClose}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <p id={descriptionId} className={styles.description}>
          {countOf(bundleCourses.length, 'course')} · {countOf(bundle.duration.totalHours, 'hour')} of video
        </p>
        <ol className={styles.list} aria-label={`Courses in ${bundle.title}`}>
          {bundleCourses.map((course, index) => (
            <li key={course.id} className={styles.item}>
              <span className={styles.step} aria-hidden="true">
                {index + 1}
              </span>
              <img className={styles.thumb} src={course.imageUrl} alt="" width={96} height={54} />
              <span className={styles.courseText}>
                <span className={styles.courseTitle}>{course.title}</span>
                <span className={styles.courseMeta}>{courseContents(course.duration).join(' · ')}</span>
              </span>
            </li>
          ))}
        </ol>
        <footer className={styles.footer}>
          <button type="button" className={buttons.ghost} onClick={onClose}>
            Close
          </button>
          <Link to={`/bundles/${bundle.slug}`} className={buttons.primary}>
            View Roadmap Details
          </Link>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
