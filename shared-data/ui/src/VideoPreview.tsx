import { useState } from 'react';
import { LockIcon } from './icons';
import styles from './VideoPreview.module.css';

interface VideoPreviewProps {
  /** The embed URL (e.g. a YouTube embed). */
  videoUrl: string;
  /** Names the video: the iframe's title and the play button's label. */
  title: string;
  /** The course cover, shown (in its poster view: `posterSrc`) until the visitor plays the video. */
  posterUrl: string;
  /** Whether it draws its play control in its middle (else the poster around it draws one: the learn player's). */
  control?: boolean;
}

/**
 * A course cover as a video's poster: its poster view (`#poster`, drawn with every cover by the
 * build's imagery: the marks small in the top right corner, the middle clean for the control).
 * Any other picture shows as it is.
 */
export function posterSrc(coverUrl: string): string {
  return coverUrl.includes('#') ? coverUrl : `${coverUrl}#poster`;
}

/**
 * The control in the middle of a poster: play (the video plays on press) or a lock (nothing to
 * watch yet). Decorative: the poster's link, or the text around it, says what it is.
 */
export function PosterControl({ kind, className }: { kind: 'play' | 'lock'; className?: string }) {
  return (
    <span className={`${styles.control} ${className ?? ''}`} data-poster-control={kind} aria-hidden="true">
      {kind === 'play' ? (
        <svg viewBox="0 0 72 72" className={styles.glyph}>
          <path d="M29 23l21 13-21 13z" fill="currentColor" />
        </svg>
      ) : (
        <LockIcon className={styles.lock} />
      )}
    </span>
  );
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
 * An embedded preview video behind a facade (the cover's poster view and a play button): the player's frame is
 * fetched only when the visitor presses play, so the first load carries no third-party frame and
 * the page still looks right when the video site cannot be reached. From the server's HTML the
 * facade is a link to the video's page, so it plays without the page's scripts too.
 */
export function VideoPreview({ videoUrl, title, posterUrl, control = true }: VideoPreviewProps) {
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
      <img src={posterSrc(posterUrl)} alt="" />
      {control && (
        <span className={styles.play}>
          <PosterControl kind="play" />
        </span>
      )}
    </a>
  );
}
