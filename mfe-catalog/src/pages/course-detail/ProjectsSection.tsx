import { DISPLAY_LIMITS, formatDuration, type CourseProject } from '@shared-data/rules';
import { ShowMore, StaticMarkup, cardClass, gridClass, stackClass, TechnologyList, spreadClass } from '@shared-data/ui';
import { DetailSection } from '../detail-common/DetailSection';
import { showMoreLook } from '../detail-common/show-more';
import styles from './ProjectsSection.module.css';

/** The course's projects: the first 3, the rest behind a toggle. Render it only when there are projects. */
export function ProjectsSection({ projects }: { projects: readonly CourseProject[] }) {
  return (
    <DetailSection
      estimate={{ desktop: 50 }}
      title="Featured Projects"
      layout="inline"
      intro={`${projects.length} hands-on projects you build and can show in your portfolio.`}
    >
      <ShowMore
        items={projects}
        initialCount={DISPLAY_LIMITS.projects}
        moreLabel={(hidden) => `Show ${hidden} more projects`}
        fewerLabel="Show fewer projects"
        {...showMoreLook}
      >
        {(run) => (
          <StaticMarkup as="ul" className={gridClass({ gap: 4, sm: 2 })}>
            {run.map((project) => (
              <li key={project.title} className={cardClass({}, stackClass(3, styles.card))}>
                <div className={spreadClass(2)}>
                  <span className={`${styles.level} ${styles[project.difficulty.toLowerCase()]}`}>
                    <span className="visually-hidden">Difficulty: </span>
                    {project.difficulty}
                  </span>
                  <span className={styles.duration}>
                    <span className="visually-hidden">Duration: </span>
                    {formatDuration(project.duration)}
                  </span>
                </div>
                <h3 className={styles.title}>{project.title}</h3>
                <p className={styles.description}>{project.description}</p>
                <TechnologyList technologies={project.technologies} className={styles.tech} />
              </li>
            ))}
          </StaticMarkup>
        )}
      </ShowMore>
    </DetailSection>
  );
}
