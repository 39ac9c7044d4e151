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
 * The video's own page, for a visitor whose page has no scripts (yet): a YouTube embed's watch
 * page, any other embed's URL as it is.
 */
export function watchUrl(videoUrl: string): string {
  const url = new URL(videoUrl);
  const embed = /^\/embed\/([\w-]+)/.exec(url.pathname);
  if (embed && /(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname))
    return `https://www.youtube.com/watch?v=${embed[1]}`;
  return url.toString();
}

/**
 * An embedded preview video behind a facade (the cover and a play button): the player's frame is
 * fetched only when the visitor presses play, so the first load carries no third-party frame and
 * the page still looks right when the video site cannot be reached. From the server's HTML the
 * facade is a link to the video's page, so it plays without the page's scripts too.
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
    <a
      className={styles.poster}
      href={watchUrl(videoUrl)}
      role="button"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      aria-label={`Play ${title}`}
    >
      <img src={posterUrl} alt="" />
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 72 72">
          <circle cx="36" cy="36" r="36" fill="#fff" />
          <path d="M29 23l21 13-21 13z" fill="var(--color-primary)" />
        </svg>
      </span>
    </a>
  );
}
