import type { Course } from '@shared-data/rules';
import { Badge, IconCircle, VideoPreview, ClockIcon, LockIcon, eyebrowClass } from '@shared-data/ui';
import styles from './PreviewPoster.module.css';
import stage from './PlayerStage.module.css';

interface PreviewPosterProps {
  course: Course;
  /** The number of sections in the course, once its curriculum has loaded. */
  sectionCount: number | null;
}

/** '24 hours · 15 sections': what the course holds, as a poster's duration chip says it. */
export function courseLength(hours: number, sectionCount: number | null): string {
  const length = `${hours} hours`;
  return sectionCount ? `${length} · ${sectionCount} sections` : length;
}

/**
 * The player before a lecture is picked, drawn as a video's poster: the course's cover in a 16:9
 * frame, a badge saying what can be watched (the free preview, or nothing: locked), the course's
 * name and a chip with its length. With a preview video, the cover is the video's facade (it plays
 * on press); without one, a lock sits where a play button would, so nothing looks broken.
 */
export function PreviewPoster({ course, sectionCount }: PreviewPosterProps) {
  const playable = Boolean(course.previewUrl);
  return (
    <div className={`${styles.poster} ${playable ? styles.playable : ''}`}>
      {playable ? (
        <VideoPreview
          videoUrl={course.previewUrl}
          title={`${course.title}: course preview`}
          posterUrl={course.imageUrl}
        />
      ) : (
        <>
          <img src={course.imageUrl} alt={`${course.title} cover`} className={styles.cover} />
          <IconCircle size="large" tone="surface" className={styles.lock}>
            <LockIcon />
          </IconCircle>
        </>
      )}
      <div className={styles.overlay}>
        <Badge tone={playable ? 'success' : 'neutral'} className={styles.badge}>
          {playable ? (
            'Free preview'
          ) : (
            <>
              <LockIcon className={styles.badgeIcon} />
              Locked
            </>
          )}
        </Badge>
        <div className={styles.caption}>
          <p className={styles.title}>
            <span className={eyebrowClass({ size: 'xs' }, stage.eyebrow)}>
              {playable ? 'Course trailer' : 'Course overview'}
            </span>{' '}
            <span className={styles.name}>{course.title}</span>
          </p>
          <Badge tone="neutral" className={styles.chip}>
            <ClockIcon className={styles.badgeIcon} />
            {courseLength(course.duration.hours, sectionCount)}
          </Badge>
        </div>
      </div>
    </div>
  );
}
