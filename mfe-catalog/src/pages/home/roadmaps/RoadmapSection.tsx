import { bundleSummaries } from '@shared-data/content-catalog';
import { Section } from '../../../components/section/Section';
import { Roadmap } from './Roadmap';
import styles from './Roadmaps.module.css';

/** The three numbered roadmaps (the spec's roadmap section; to a visitor, learning paths), each with its course list. */
export function RoadmapSection() {
  return (
    <Section
      estimate={{ phone: 130, tablet: 70, desktop: 60 }}
      eyebrow="Step by step"
      title="Follow a Clear Learning Path"
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
