import { useEffect, useState } from 'react';
import { EXTERNAL_URLS } from 'shared-data';
import { ExternalLink } from 'shared-data/ui';
import styles from './ChatSupportLink.module.css';

/** How far down the page (in screen heights) the floating link slides in on narrower screens. */
export const CHAT_LINK_AFTER_SCREENS = 0.5;

/**
 * The floating chat-support link on every page. Where there is no margin beside the content to hold
 * it (below 94rem) it would sit over the first screen's text, so there it slides in once the visitor
 * has scrolled half a screen; it stays in the tab order and slides in when focused.
 */
export function ChatSupportLink() {
  // Hidden in the server's HTML and the first render alike (no hydration mismatch); shown on scroll.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight * CHAT_LINK_AFTER_SCREENS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <ExternalLink
      href={EXTERNAL_URLS.chatSupport}
      className={`${styles.chat} ${shown ? styles.shown : ''}`}
      aria-label="Chat with support (opens in a new tab)"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.5-.2Z"
        />
      </svg>
      <span className={styles.label}>Chat with us</span>
    </ExternalLink>
  );
}
