import { Link } from '@shared-data/platform/router';
import type { Course, CurriculumItem } from '@shared-data/rules';
import {
  Button,
  ButtonRow,
  buttonClass,
  IconCircle,
  LockIcon,
  PlayIcon,
  eyebrowClass,
  stackClass,
  headingClass,
} from '@shared-data/ui';
import type { Lecture } from '../lectures';
import { PreviewPoster } from './PreviewPoster';
import styles from './PlayerStage.module.css';

/** The lecture the learner picked: its section, the section's place in the course, and the lecture. */
export interface SelectedLecture {
  section: CurriculumItem;
  sectionNumber: number;
  lecture: Lecture;
}

interface PlayerStageProps {
  course: Course;
  /** The number of sections in the course, once its curriculum has loaded. */
  sectionCount: number | null;
  /** The picked lecture (shown locked); null shows the course's preview. */
  selected: SelectedLecture | null;
  onShowPreview: () => void;
}

/** The video area: the course's preview poster, or the locked state of the lecture the learner picked. */
export function PlayerStage({ course, sectionCount, selected, onShowPreview }: PlayerStageProps) {
  return (
    <section className={styles.stage} aria-label="Video player">
      {selected ? (
        <div className={styles.locked}>
          <img src={course.imageUrl} alt="" className={styles.backdrop} />
          <div className={stackClass(2, styles.lockedContent)}>
            <IconCircle tone="onDark">
              <LockIcon />
            </IconCircle>
            <p className={eyebrowClass({ size: 'xs' }, styles.eyebrow)}>
              Lecture {selected.lecture.number} · Section {selected.sectionNumber}
            </p>
            <h2 className={headingClass('lg', styles.lockedTitle)}>{selected.lecture.title}</h2>
            <p className={styles.section}>{selected.section.title}</p>
            <p className={styles.lockedText}>This lesson is locked</p>
            <ButtonRow center className={styles.actions}>
              <Link to="/membership" className={buttonClass({ variant: 'onDark' })}>
                Upgrade to Membership
              </Link>
              <Button variant="outlineOnDark" onClick={onShowPreview}>
                <PlayIcon className={styles.smallIcon} />
                {course.previewUrl ? 'Watch the preview' : 'Back to the preview'}
              </Button>
            </ButtonRow>
          </div>
        </div>
      ) : (
        <PreviewPoster course={course} sectionCount={sectionCount} />
      )}
      <p role="status" className="visually-hidden">
        {selected ? `Lecture ${selected.lecture.number}, ${selected.lecture.title}: this lesson is locked.` : ''}
      </p>
    </section>
  );
}
