import { rowClass } from './design';
import styles from './TechnologyList.module.css';

/** A project's technologies as small code-style chips. `className` places the list in its card. */
export function TechnologyList({ technologies, className }: { technologies: readonly string[]; className?: string }) {
  return (
    <ul className={rowClass(2, [styles.list, className].filter(Boolean).join(' '))} aria-label="Technologies">
      {technologies.map((technology) => (
        <li key={technology}>{technology}</li>
      ))}
    </ul>
  );
}
