import styles from './FollowOn.module.css';

/** A follow-on line's class names (a p under a section holding its one link on: "See all courses"). */
export const followOnClass = (extra?: string) => [styles.followOn, extra].filter(Boolean).join(' ');
