import type { CourseProject } from '@shared-data/rules';
import {
  ClockIcon,
  LockIcon,
  cardClass,
  gridClass,
  rowClass,
  stackClass,
  TechnologyList,
  headingClass,
} from '@shared-data/ui';
import styles from './ProjectList.module.css';

interface ProjectListProps {
  projects: readonly CourseProject[];
  /** The sidebar's short form: title, difficulty and duration only. */
  compact?: boolean;
}

/** The course's projects: title, description, difficulty, duration and technologies. */
export function ProjectList({ projects, compact = false }: ProjectListProps) {
  if (compact) {
    return (
      <ol className={styles.compact}>
        {projects.map((project, index) => (
          <li key={project.title} className={styles.compactItem}>
            <span className={styles.compactIndex} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.compactText}>
              <span className={styles.compactTitle}>{project.title}</span>
              <span className={styles.compactMeta}>
                {project.difficulty} · {project.duration}
              </span>
            </span>
            <LockIcon className={styles.lock} />
            <span className="visually-hidden">Locked</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ul className={gridClass({ gap: 4, sm: 2 })}>
      {projects.map((project) => (
        <li key={project.title} className={cardClass({ compact: true }, stackClass(2, styles.card))}>
          <h3 className={headingClass('md')}>{project.title}</h3>
          <p className={styles.description}>{project.description}</p>
          <p className={rowClass(3, styles.meta)}>
            <span className={styles.level}>{project.difficulty}</span>
            <span className={styles.duration}>
              <ClockIcon className={styles.clock} />
              {project.duration}
            </span>
          </p>
          <TechnologyList technologies={project.technologies} className={styles.tech} />
        </li>
      ))}
    </ul>
  );
}
