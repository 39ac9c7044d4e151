import type { Course } from '@shared-data/rules';
import { Badge, PosterControl, VideoPreview, ClockIcon, LockIcon, eyebrowClass, posterSrc } from '@shared-data/ui';
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
 * The player before a lecture is picked, drawn as a video's poster: the course's cover in its poster
 * view (its marks small in the top right corner) in a 16:9 frame; along the top, a badge saying
 * what can be watched (the free preview, or nothing: locked) and a chip with the course's length;
 * the control in the clean middle, between them (so it never runs into either); the course's name
 * along the bottom, at every width. With a preview video, the cover is the video's facade (it plays
 * on a press anywhere, the control a play button); without one, a lock, so nothing looks broken.
 */
export function PreviewPoster({ course, sectionCount }: PreviewPosterProps) {
  const playable = Boolean(course.previewUrl);
  return (
    <div className={styles.poster}>
      {playable ? (
        <VideoPreview
          videoUrl={course.previewUrl}
          title={`${course.title}: course preview`}
          posterUrl={course.imageUrl}
          control={false}
        />
      ) : (
        <img src={posterSrc(course.imageUrl)} alt={`${course.title} cover`} className={styles.cover} />
      )}
      <div className={styles.overlay}>
        <div className={styles.facts}>
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
          <Badge tone="neutral" className={styles.chip}>
            <ClockIcon className={styles.badgeIcon} />
            {courseLength(course.duration.hours, sectionCount)}
          </Badge>
        </div>
        <PosterControl kind={playable ? 'play' : 'lock'} className={styles.control} />
        <p className={styles.title}>
          <span className={eyebrowClass({ size: 'xs' }, stage.eyebrow)}>
            {playable ? 'Course trailer' : 'Course overview'}
          </span>{' '}
          <span className={styles.name}>{course.title}</span>
        </p>
      </div>
    </div>
  );
}
