import headings from './Heading.module.css';
import styles from './Tag.module.css';

export interface TagLook {
  tone: 'primary' | 'muted';
  size: 'xs' | 'sm';
}

/** A tag's class names (an li of a row of topics or labels): a pill in the primary's tint or grey. */
export const tagClass = ({ tone, size }: TagLook, extra?: string) =>
  [styles.tag, styles[tone], headings[size], extra].filter(Boolean).join(' ');
