import { useState } from 'react';
import styles from './VideoPreview.module.css';

interface VideoPreviewProps {
  /** The embed URL (e.g. a YouTube embed). */
  videoUrl: string;
  /** Names the video: the iframe's title and the play button's label. */
  title: string;
  /** The course cover, shown until the visitor plays the video. */
  posterUrl: string;
}

/** The embed URL with autoplay on, since the visitor has just asked to play it. */
export function autoplayUrl(videoUrl: string): string {
  const url = new URL(videoUrl);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * An embedded preview video behind a poster: the player's page is fetched only when the visitor
 * presses play, so pages stay light and still look right when the video site cannot be reached.
 */
export function VideoPreview({ videoUrl, title, posterUrl }: VideoPreviewProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className={styles.frame}
        src={autoplayUrl(videoUrl)}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={`Play ${title}`}>
      <img src={posterUrl} alt="" />
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 72 72">
          <circle cx="36" cy="36" r="36" fill="#fff" />
          <path d="M29 23l21 13-21 13z" fill="var(--color-primary)" />
        </svg>
      </span>
    </button>
  );
}
