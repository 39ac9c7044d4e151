import { formatDuration, type ShowcaseCategory } from '@shared-data/rules';
import { showcaseProjects } from '@shared-data/content-catalog';
import { Badge, DifficultyBadge, cardClass, rowClass, TechnologyList, headingClass } from '@shared-data/ui';
import { Section } from '../../../components/section/Section';
import { SwipeRow } from '../../../components/swipe-row/SwipeRow';
import styles from './ProjectShowcase.module.css';

const CATEGORY_CLASS: Record<ShowcaseCategory, string | undefined> = {
  Frontend: styles.frontend,
  Backend: styles.backend,
  'Full-Stack': styles.fullStack,
};

/** Projects students build in the courses: a swipeable row on phones, a grid from tablets up. */
export function ProjectShowcase() {
  return (
    <Section
      estimate={{ tablet: 100, desktop: 80 }}
      eyebrow="Project showcase"
      title="Build Projects You Can Show"
      intro="Every course ends in real work for your portfolio. A few of the projects you will build:"
    >
      <SwipeRow label="Showcase projects">
        {showcaseProjects.map((project) => (
          <li key={project.title}>
            <article className={cardClass({ media: true }, styles.card)}>
              <div className={`${styles.cover} ${CATEGORY_CLASS[project.category] ?? ''}`}>
                {project.imageUrl ? (
                  <img src={project.imageUrl} alt="" width={640} height={240} loading="lazy" />
                ) : (
                  <span aria-hidden="true">{'</>'}</span>
                )}
              </div>
              <div className={styles.body}>
                <p className={rowClass(2, styles.tags)}>
                  <Badge>{project.category}</Badge>
                  <DifficultyBadge difficulty={project.difficulty} />
                  <span className={styles.duration}>{formatDuration(project.duration)}</span>
                </p>
                <h3 className={headingClass('lg')}>{project.title}</h3>
                <p className={styles.description}>{project.description}</p>
                <TechnologyList technologies={project.technologies} />
              </div>
            </article>
          </li>
        ))}
      </SwipeRow>
    </Section>
  );
}
