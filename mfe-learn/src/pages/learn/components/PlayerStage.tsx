import { Link } from '@shared-data/platform/router';
import type { Course, CurriculumItem } from '@shared-data/rules';
import { Button, ButtonRow, buttonClass, IconCircle, VideoPreview } from '@shared-data/ui';
import { LockIcon, PlayIcon } from '../../../components/icons';
import styles from './PlayerStage.module.css';

interface PlayerStageProps {
  course: Course;
  /** The selected section and its place in the course; null plays the course preview. */
  selected: { section: CurriculumItem; number: number } | null;
  onShowPreview: () => void;
}

/** The video area: the course's preview, or the locked state of the section the learner picked. */
export function PlayerStage({ course, selected, onShowPreview }: PlayerStageProps) {
  return (
    <section className={styles.stage} aria-label="Video player">
      {selected ? (
        <div className={styles.locked}>
          <img src={course.imageUrl} alt="" className={styles.backdrop} />
          <div className={styles.lockedContent}>
            <IconCircle tone="onDark">
              <LockIcon />
            </IconCircle>
            <p className={styles.eyebrow}>Section {selected.number}</p>
            <h2 className={styles.lockedTitle}>{selected.section.title}</h2>
            <p className={styles.lockedText}>This lesson is locked</p>
            <ButtonRow center className={styles.actions}>
              <Link to="/membership" className={buttonClass({ variant: 'onDark' })}>
                Upgrade to Membership
              </Link>
              <Button variant="outlineOnDark" onClick={onShowPreview}>
                <PlayIcon className={styles.smallIcon} />
                Watch the preview
              </Button>
            </ButtonRow>
          </div>
        </div>
      ) : course.previewUrl ? (
        <div className={styles.video}>
          <VideoPreview
            videoUrl={course.previewUrl}
            title={`${course.title}: course preview`}
            posterUrl={course.imageUrl}
          />
        </div>
      ) : (
        <div className={styles.poster}>
          <img src={course.imageUrl} alt={`${course.title} cover`} className={styles.posterImage} />
          <div className={styles.posterOverlay}>
            <IconCircle size="large" tone="surface" className={styles.playLocked}>
              <PlayIcon className={styles.play} />
              <span className={styles.playLock}>
                <LockIcon />
              </span>
            </IconCircle>
            <p className={styles.posterText}>Lectures unlock with Membership</p>
          </div>
        </div>
      )}
      <p role="status" className="visually-hidden">
        {selected ? `Section ${selected.number}, ${selected.section.title}: this lesson is locked.` : ''}
      </p>
    </section>
  );
}
