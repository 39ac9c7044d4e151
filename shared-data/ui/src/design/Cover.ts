import styles from './Cover.module.css';

/** A cover picture's class names (an img, or the panel standing in for it): 16:9, cropped to fill; `rounded` for a small one beside text. */
export const coverClass = ({ rounded = false }: { rounded?: boolean } = {}, extra?: string) =>
  [styles.cover, rounded && styles.rounded, extra].filter(Boolean).join(' ');
