import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useResource } from '@shared-data/platform';
import { Link } from '@shared-data/platform/router';
import { courseDetailResource } from '@shared-data/content-catalog';
import type { Course, CurriculumItem } from '@shared-data/rules';
import { containerClass, buttonClass, eyebrowClass, ArrowLeftIcon, ListIcon, headingClass } from '@shared-data/ui';
import { hidePopoverIfOpen } from '../../dom/popover';
import { useMediaQuery } from '../../hooks/use-media-query';
import { CourseDetailTabs } from './components/CourseDetailTabs';
import type { LectureRef } from './components/ChapterList';
import { CourseSidebar } from './components/CourseSidebar';
import { PlayerStage, type SelectedLecture } from './components/PlayerStage';
import { SidebarDrawer } from './components/SidebarDrawer';
import { UpgradeBanner } from './components/UpgradeBanner';
import { lecturesOf } from './lectures';
import styles from './CoursePlayer.module.css';

/**
 * From this width the course content is a column beside the player; below it, a drawer. One
 * element is both (CSS decides, so the server's page fits every screen); the query only closes an
 * open drawer when the window grows. Matches the CSS.
 */
export const SIDEBAR_COLUMN_QUERY = '(min-width: 900px)';

/**
 * The locked course player of one course. Mount it with `key={course.id}` so each course starts
 * fresh. Suspends until the course's detail has loaded.
 */
export function CoursePlayer({ course }: { course: Course }) {
  const detailState = useResource(...courseDetailResource(course.id));
  /** The selected lecture and so its section (the player shows it locked), or none: the preview. */
  const [picked, setPicked] = useState<LectureRef | null>(null);
  const wide = useMediaQuery(SIDEBAR_COLUMN_QUERY, false);
  const headingId = useId();
  const drawerId = useId();
  const drawerRef = useRef<HTMLElement>(null);

  const chapters = detailState.status === 'ready' ? detailState.value.curriculum : [];
  const selected = selectedLecture(chapters, picked);

  // A window grown past the column width shows the column: no drawer stays open over it.
  useEffect(() => {
    if (wide) hidePopoverIfOpen(drawerRef.current);
  }, [wide]);

  const onLectureClick = useCallback((lecture: LectureRef) => {
    setPicked(lecture);
    // On a phone the player sits behind the drawer: close it to show what was picked.
    hidePopoverIfOpen(drawerRef.current);
  }, []);

  return (
    <div className={styles.page}>
      <UpgradeBanner course={course} />
      <div className={containerClass()}>
        <header className={styles.titleBar}>
          <div className={styles.titleText}>
            <Link to={`/courses/${course.slug}`} className={styles.back}>
              <ArrowLeftIcon className={styles.backIcon} />
              Back to Course
            </Link>
            <p className={eyebrowClass({ size: 'xs' }, styles.eyebrow)}>Course preview</p>
            <h1 className={headingClass('2xl', styles.title)}>{course.title}</h1>
          </div>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' }, styles.contentButton)}
            popoverTarget={drawerId}
          >
            <ListIcon />
            Course Content
          </button>
        </header>
        <div className={styles.layout}>
          <SidebarDrawer id={drawerId} labelledBy={headingId} ref={drawerRef}>
            {(closeButton) => (
              <CourseSidebar
                course={course}
                detailState={detailState}
                selected={picked}
                onLectureClick={onLectureClick}
                headingId={headingId}
                headerAction={closeButton}
              />
            )}
          </SidebarDrawer>
          <div className={styles.main}>
            <PlayerStage
              course={course}
              sectionCount={detailState.status === 'ready' ? chapters.length : null}
              selected={selected}
              onShowPreview={() => setPicked(null)}
            />
            <CourseDetailTabs course={course} detailState={detailState} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The picked lecture with its section and the section's number, or null (none picked, or not in this course). */
function selectedLecture(chapters: readonly CurriculumItem[], picked: LectureRef | null): SelectedLecture | null {
  if (!picked) return null;
  const index = chapters.findIndex((chapter) => chapter.id === picked.chapterId);
  const section = chapters[index];
  const lecture = section && lecturesOf(section, index + 1)[picked.index];
  return section && lecture ? { section, sectionNumber: index + 1, lecture } : null;
}
