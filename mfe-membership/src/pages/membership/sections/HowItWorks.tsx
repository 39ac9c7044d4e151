import { gridClass, iconCircleClass } from '@shared-data/ui';
import { PageSection } from '../../../components/section/PageSection';
import styles from './HowItWorks.module.css';

const STEPS = [
  {
    title: 'Choose Your Plan',
    text: 'Pick the yearly or the lifetime membership and pay securely by card, wallet, UPI or a local method.',
  },
  {
    title: 'Get Instant Access',
    text: 'Sign in to the course platform with your purchase email: every course and learning path is unlocked.',
  },
  {
    title: 'Learn, Build, Get Certified',
    text: 'Follow a learning path or pick any course, build the projects, practise DSA and earn a certificate for each.',
  },
];

/** Three steps from choosing a plan to learning. */
export function HowItWorks() {
  return (
    <PageSection eyebrow="How it works" heading="Start Learning in Three Steps" tone="soft">
      <ol className={gridClass({ gap: 5 }, styles.steps)}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={iconCircleClass({ size: 'medium', tone: 'primary' }, styles.number)} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
