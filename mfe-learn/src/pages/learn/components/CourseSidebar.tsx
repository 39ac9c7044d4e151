import type { ReactNode } from 'react';
import { Link } from '@shared-data/platform/router';
import type { Course } from '@shared-data/rules';
import { ArrowLeftIcon, headingClass, spreadClass } from '@shared-data/ui';
import { Tabs, type TabItem } from '../../../components/tabs/Tabs';
import { EXTRA_TAB_LABEL, extraTabFor } from '../course-tabs';
import type { CourseDetailState } from '../use-course-detail';
import { ChapterList, type LectureRef } from './ChapterList';
import { CertificateButton } from './CertificateButton';
import { CourseProgress } from './CourseProgress';
import { DetailStatus } from './DetailStatus';
import { ProjectList } from './ProjectList';
import { QuestionList } from './QuestionList';
import styles from './CourseSidebar.module.css';

interface CourseSidebarProps {
  course: Course;
  detailState: CourseDetailState;
  /** The selected lecture, or null. */
  selected: LectureRef | null;
  onLectureClick: (lecture: LectureRef) => void;
  /** Id of the 'Course Content' heading, which names the column or the drawer. */
  headingId: string;
  /** Beside Back to Course: the drawer's close button (shown on phones only). */
  headerAction?: ReactNode;
}

/** The player's course-content column: back link, progress, chapters (and projects or questions), certificate. */
export function CourseSidebar(props: CourseSidebarProps) {
  const { course, detailState, selected, onLectureClick, headingId, headerAction } = props;
  const detail = detailState.status === 'ready' ? detailState.value : null;
  const extraTab = detail ? extraTabFor(detail) : null;

  const tabs: TabItem[] = [
    {
      id: 'chapters',
      label: 'Chapters',
      panel:
        detailState.status === 'ready' ? (
          <ChapterList chapters={detailState.value.curriculum} selected={selected} onLectureClick={onLectureClick} />
        ) : (
          <DetailStatus state={detailState} what="chapters" />
        ),
    },
  ];
  if (detail && extraTab) {
    tabs.push({
      id: extraTab,
      label: EXTRA_TAB_LABEL[extraTab],
      panel:
        extraTab === 'projects' ? (
          <ProjectList projects={detail.projects} compact />
        ) : (
          <QuestionList questions={detail.questions} compact />
        ),
    });
  }

  return (
    <div className={styles.sidebar}>
      <div className={styles.top}>
        <div className={spreadClass(3)}>
          <Link to={`/courses/${course.slug}`} className={styles.back}>
            <ArrowLeftIcon className={styles.backIcon} />
            Back to Course
          </Link>
          {headerAction}
        </div>
        <h2 id={headingId} className={headingClass('lg')}>
          Course Content
        </h2>
        <CourseProgress totalSections={detail?.curriculum.length ?? 0} />
      </div>
      <Tabs
        label="Course Content"
        variant="segmented"
        tabs={tabs}
        className={styles.tabs}
        panelClassName={styles.panel}
      />
      <div className={styles.footer}>
        <CertificateButton />
      </div>
    </div>
  );
}
