import { useCallback, useId, useState } from 'react';
import { Link } from 'shared-data/router';
import type { Course } from 'shared-data';
import { useCourseDetail } from 'shared-data/ui';
import { ArrowLeftIcon, ListIcon } from '../../components/icons';
import { useMediaQuery } from '../../hooks/use-media-query';
import { clickChapter, initialChapterSelection, selectSection } from './chapter-selection';
import { CourseDetailTabs } from './components/CourseDetailTabs';
import { CourseSidebar } from './components/CourseSidebar';
import { PlayerStage } from './components/PlayerStage';
import { SidebarDrawer } from './components/SidebarDrawer';
import { UpgradeBanner } from './components/UpgradeBanner';
import styles from './CoursePlayer.module.css';

/**
 * From this width the course content is a column beside the player; below it, a drawer. Both
 * layouts are in the HTML and the CSS shows one (so the server's page fits every screen); the
 * query only hides an open drawer when the window grows. Matches the CSS.
 */
export const SIDEBAR_COLUMN_QUERY = '(min-width: 900px)';

/**
 * The locked course player of one course. Mount it with `key={course.id}` so each course starts
 * fresh. Suspends until the course's detail has loaded.
 */
export function CoursePlayer({ course }: { course: Course }) {
  const detailState = useCourseDetail(course.id);
  const [selection, setSelection] = useState(initialChapterSelection);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useMediaQuery(SIDEBAR_COLUMN_QUERY, false);
  const headingId = useId();
  const drawerHeadingId = useId();

  const chapters = detailState.status === 'ready' ? detailState.value.curriculum : [];
  const selectedIndex = chapters.findIndex((chapter) => chapter.id === selection.selectedId);
  const selectedSection = chapters[selectedIndex];
  const selected = selectedSection ? { section: selectedSection, number: selectedIndex + 1 } : null;

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const onChapterClick = (id: number) => setSelection((state) => clickChapter(state, id));
  const onLectureClick = (chapterId: number) => {
    setSelection((state) => selectSection(state, chapterId));
    // On a phone the player sits behind the drawer: close it to show what was picked.
    setDrawerOpen(false);
  };

  const sidebarProps = { course, detailState, selection, onChapterClick, onLectureClick, headingId };

  return (
    <div className={styles.page}>
      <UpgradeBanner />
      <div className={styles.container}>
        <header className={styles.titleBar}>
          <div className={styles.titleText}>
            <Link to={`/courses/${course.slug}`} className={styles.back}>
              <ArrowLeftIcon className={styles.backIcon} />
              Back to Course
            </Link>
            <p className={styles.eyebrow}>Course preview</p>
            <h1 className={styles.title}>{course.title}</h1>
          </div>
          <button
            type="button"
            className={styles.contentButton}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
          >
            <ListIcon />
            Course content
          </button>
        </header>
        <div className={styles.layout}>
          <aside className={styles.sidebarColumn} aria-labelledby={headingId}>
            <CourseSidebar {...sidebarProps} />
          </aside>
          <div className={styles.main}>
            <PlayerStage
              course={course}
              selected={selected}
              onShowPreview={() => setSelection((state) => selectSection(state, null))}
            />
            <CourseDetailTabs course={course} detailState={detailState} />
          </div>
        </div>
      </div>
      {/* A window grown past the column width shows the column instead of the drawer. */}
      {drawerOpen && !wide && (
        <SidebarDrawer labelledBy={drawerHeadingId} onClose={closeDrawer}>
          {(closeButton) => <CourseSidebar {...sidebarProps} headingId={drawerHeadingId} headerAction={closeButton} />}
        </SidebarDrawer>
      )}
    </div>
  );
}
