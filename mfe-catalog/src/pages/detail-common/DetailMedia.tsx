import { VideoPreview } from '@shared-data/ui';
import styles from './DetailMedia.module.css';

interface DetailMediaProps {
  title: string;
  imageUrl: string;
  /** Video embed URL; empty when there is none, and the cover image shows instead. */
  previewUrl: string;
}

/** The preview beside a detail hero: the embedded video (behind its poster) when there is one, otherwise the cover image. */
export function DetailMedia({ title, imageUrl, previewUrl }: DetailMediaProps) {
  return (
    <div className={styles.frame}>
      {previewUrl ? (
        <VideoPreview videoUrl={previewUrl} title={`${title}: course preview video`} posterUrl={imageUrl} />
      ) : (
        <img className={styles.media} src={imageUrl} alt={`${title} cover`} />
      )}
    </div>
  );
}
