import { bundles, courses } from '@shared-data/content-catalog';
import { PageSection } from '../../../components/section/PageSection';
import { cardClass } from '@shared-data/ui';
import styles from './UnlocksSection.module.css';

/** What a membership opens up: the whole catalogue now and everything released later. */
export function UnlocksSection() {
  const items = [
    {
      title: `Every Course: All ${courses.length}`,
      text: 'From HTML & CSS and JavaScript to Django, DSA interview preparation and job search. Start any course, in any order, whenever you like.',
    },
    {
      title: `Every Learning Path: All ${bundles.length}`,
      text: `Step-by-step roadmaps (${bundles.map((bundle) => bundle.title).join(', ')}) that tell you exactly what to learn next.`,
    },
    {
      title: 'Everything We Release Next',
      text: 'New courses, new projects and updates to existing lessons are added to your membership automatically, at no extra cost.',
    },
  ];
  return (
    <PageSection
      eyebrow="What you unlock"
      heading="Everything We Teach, in One Place"
      intro={<p>A membership is a single payment for the whole library, instead of buying course after course.</p>}
    >
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.title} className={cardClass({ tone: 'soft' }, styles.item)}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
