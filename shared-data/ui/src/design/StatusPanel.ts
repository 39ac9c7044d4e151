import styles from './StatusPanel.module.css';

/** A status panel's class names: a loading or failed message where content will stand, in a dashed frame. */
export const statusPanelClass = (extra?: string) => [styles.status, extra].filter(Boolean).join(' ');
