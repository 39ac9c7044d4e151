import type { Testimonial } from 'shared-data';
import { TestimonialCard } from '../testimonial-card/TestimonialCard';
import styles from './TestimonialGrid.module.css';

interface TestimonialGridProps {
  items: readonly Testimonial[];
  headingLevel?: 2 | 3 | 4;
}

/** Testimonial cards: one column on phones, two from tablets up. */
export function TestimonialGrid({ items, headingLevel = 3 }: TestimonialGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((testimonial) => (
        <li key={testimonial.id} className={styles.item}>
          <TestimonialCard testimonial={testimonial} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
