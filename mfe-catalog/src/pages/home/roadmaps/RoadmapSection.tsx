import { bundleSummaries } from '@shared-data/content-catalog';
import { Section } from '../../../components/section/Section';
import { Roadmap } from './Roadmap';
import styles from './Roadmaps.module.css';

/** The three numbered roadmaps, each with its course list. */
export function RoadmapSection() {
  return (
    <Section
      eyebrow="Roadmaps"
      title="Follow a Clear Roadmap"
      intro="Pick a path and take its courses in order. Open a course to see what it covers."
      tone="soft"
    >
      <div className={styles.grid}>
        {bundleSummaries.map((bundle, index) => (
          <Roadmap key={bundle.id} bundle={bundle} position={index + 1} />
        ))}
      </div>
    </Section>
  );
}
