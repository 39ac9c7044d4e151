import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from '@shared-data/platform/router';
import { type BundleSummary, courseContents, countOf, formatHours } from '@shared-data/rules';
import { getCoursesOfBundle } from '@shared-data/content-catalog';
import {
  buttons,
  buttonRowClass,
  closeButtonClass,
  eyebrowClass,
  gridClass,
  headingClass,
  iconCircleClass,
} from '@shared-data/ui';
import styles from './BundleModal.module.css';

export interface BundleModalProps {
  /** The dialog's id: the button that opens it names it (`commandfor={id} command="show-modal"`). */
  id: string;
  /** The bundle whose courses the dialog lists. */
  bundle: BundleSummary;
}

/** Whether a click on the dialog element itself fell outside its box: on its backdrop. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * The bundle preview: a labelled native modal dialog listing the bundle's courses, with Close and
 * 'View Roadmap Details' (→ /bundles/{slug}). The server renders it closed beside the button that
 * opens it, and the browser does the rest before and without the page's scripts: the button opens
 * it (Invoker Commands), the Close button and the close icon close it, and so do Escape and a
 * click on the backdrop (`closedby="any"`); focus moves in, the page behind is inert and does not
 * scroll, and focus returns to the button. The script adds two things: a click on the backdrop
 * closes it where `closedby` is not supported, and a client-side navigation closes it.
 */
export function BundleModal({ id, bundle }: BundleModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { key: locationKey } = useLocation();
  const shownAt = useRef(locationKey);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || 'closedBy' in dialog) return undefined;
    const closeOnBackdrop = (event: MouseEvent) => {
      if (onBackdrop(dialog, event)) dialog.close();
    };
    dialog.addEventListener('click', closeOnBackdrop);
    return () => dialog.removeEventListener('click', closeOnBackdrop);
  }, []);

  useEffect(() => {
    // 'View Roadmap Details' on that learning path's own page stays on the page: leave it without the dialog.
    if (shownAt.current === locationKey) return;
    shownAt.current = locationKey;
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [locationKey]);

  const bundleCourses = getCoursesOfBundle(bundle);
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.dialog}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <div className={styles.header}>
        <div>
          <p className={eyebrowClass({ size: 'xs', primary: true, wide: true })}>Learning path</p>
          <h2 id={titleId} className={styles.title}>
            {bundle.title}
          </h2>
        </div>
        <button type="button" className={closeButtonClass()} commandfor={id} command="close" aria-label="Close dialog">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id={descriptionId} className={styles.description}>
        {countOf(bundleCourses.length, 'course')} · {formatHours(bundle.duration.totalHours)} of video
      </p>
      <ol className={gridClass({ gap: 3 }, styles.list)} aria-label={`Courses in ${bundle.title}`}>
        {bundleCourses.map((course, index) => (
          <li key={course.id} className={styles.item}>
            <span className={iconCircleClass({ size: 'step', tone: 'primary' })} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.courseText}>
              <span className={headingClass('md', styles.courseTitle)}>{course.title}</span>
              <span className={styles.courseMeta}>{courseContents(course.duration).join(' · ')}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className={buttonRowClass(false, styles.footer)}>
        <button type="button" className={buttons.secondary} commandfor={id} command="close">
          Close
        </button>
        <Link to={`/bundles/${bundle.slug}`} className={buttons.primary}>
          View Roadmap Details
        </Link>
      </div>
    </dialog>
  );
}
