import { SOCIAL_PROOF } from '@shared-data/content-site';
import { testimonials } from '@shared-data/content-catalog';
import { PageHero } from '../../components/page-hero/PageHero';
import { TestimonialGrid } from '../../components/testimonial-grid/TestimonialGrid';
import pageStyles from '../catalogue-page.module.css';
import styles from './TestimonialsPage.module.css';
import { StatList, containerClass, headingClass } from '@shared-data/ui';

const STATS = [
  { label: 'Students', value: SOCIAL_PROOF.students },
  { label: 'Average Rating', value: SOCIAL_PROOF.averageRating },
  { label: 'Reviews', value: SOCIAL_PROOF.reviews },
  { label: 'Countries', value: SOCIAL_PROOF.countries },
] as const;

/** `/testimonials`: the hero with four stats and every student story. */
export default function TestimonialsPage() {
  return (
    <>
      <PageHero
        eyebrow="Success stories"
        title="Student Success Stories"
        lead="Learners from around the world share how project-based courses helped them land jobs, switch careers and ship real software."
      >
        <StatList className={styles.stats} label="Our students in figures" stats={STATS} />
      </PageHero>
      <div className={containerClass(pageStyles.body)}>
        <h2 className={headingClass('2xl', styles.heading)}>What Our {testimonials.length} Featured Students Say</h2>
        <TestimonialGrid items={testimonials} />
      </div>
    </>
  );
}
