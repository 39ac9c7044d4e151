import { Link } from '@shared-data/platform/router';
import { buttons, followOnClass } from '@shared-data/ui';
import styles from './AllStoriesLink.module.css';

/**
 * The line under a few student stories that leads to all of them (/testimonials): a secondary
 * button, with a section's room above it. The home's line is the home's follow-on, like its others.
 */
export function AllStoriesLink({ label }: { label: string }) {
  return (
    <p className={followOnClass(styles.more)}>
      <Link to="/testimonials" className={buttons.secondary}>
        {label}
      </Link>
    </p>
  );
}
