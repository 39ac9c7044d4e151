import { EXTERNAL_URLS } from '@shared-data/content-site';
import { ExternalLink } from '@shared-data/ui';
import styles from './ChatSupportLink.module.css';

/**
 * The floating chat-support link on every page, always in the first screen and never over a line of
 * it: docked at the end of the sticky top bar (a round button beside the menu or the Dashboard
 * button) until the margin beside the content column can hold it, then a pill with its label in that
 * margin. The same markup on the server and in the browser: CSS alone places it.
 */
export function ChatSupportLink() {
  return (
    <ExternalLink
      href={EXTERNAL_URLS.chatSupport}
      className={styles.chat}
      aria-label="Chat with support (opens in a new tab)"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.5-.2Z"
        />
      </svg>
      <span className={styles.label}>Chat with support</span>
    </ExternalLink>
  );
}
