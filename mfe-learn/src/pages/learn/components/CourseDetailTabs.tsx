import { DISPLAY_LIMITS, type Course } from '@shared-data/rules';
import { Tabs, type TabItem } from '../../../components/tabs/Tabs';
import { EXTRA_TAB_LABEL, extraTabFor } from '../course-tabs';
import type { CourseDetailState } from '../use-course-detail';
import { AboutPanel } from './AboutPanel';
import { LockedPanel } from './LockedPanel';
import { ProjectList } from './ProjectList';
import { QuestionList } from './QuestionList';
import { headingClass } from '@shared-data/ui';
import styles from './CourseDetailTabs.module.css';

/** Below the player: About, Discussion (locked), Notes (locked), and the course's projects or questions. */
export function CourseDetailTabs({ course, detailState }: { course: Course; detailState: CourseDetailState }) {
  const detail = detailState.status === 'ready' ? detailState.value : null;
  const extraTab = detail ? extraTabFor(detail) : null;
  const tabs: TabItem[] = [
    { id: 'about', label: 'About', panel: <AboutPanel course={course} detailState={detailState} /> },
    {
      id: 'discussion',
      label: 'Discussion',
      panel: (
        <LockedPanel
          title="Discussion Is for Members"
          message="Ask questions, share your solutions and get answers from the instructor and other learners once you join."
        />
      ),
    },
    {
      id: 'notes',
      label: 'Notes',
      panel: (
        <LockedPanel
          title="Notes Are for Members"
          message="Take notes pinned to the moment in each lecture and find them again whenever you come back."
        />
      ),
    },
  ];
  if (detail && extraTab) {
    tabs.push({
      id: extraTab,
      label: EXTRA_TAB_LABEL[extraTab],
      panel: (
        <div className={styles.listPanel}>
          <h2 className={headingClass('xl')}>
            {extraTab === 'projects'
              ? `${detail.projects.length} Projects You'll Build`
              : `${detail.questions.length} Practice Questions`}
          </h2>
          {extraTab === 'projects' ? (
            <ProjectList projects={detail.projects} />
          ) : (
            <QuestionList questions={detail.questions} initialCount={DISPLAY_LIMITS.questions} />
          )}
        </div>
      ),
    });
  }
  return <Tabs label="Course details" tabs={tabs} className={styles.tabs} panelClassName={styles.panel} />;
}
