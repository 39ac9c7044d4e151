import { PageSection } from '../../../components/section/PageSection';
import { cardClass, gridClass } from '@shared-data/ui';
import styles from './BenefitsGrid.module.css';

/** Icon outlines, 24×24, drawn with the current text colour. */
const ICONS = {
  library: 'M4 5h4v14H4zM10 5h4v14h-4zM16.5 5.5l3.5 1-3 13-3.5-1z',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3z',
  article: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h4',
  project: 'M3 7h18v12H3zM8 7V4h8v3M3 12h18',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  certificate: 'M5 4h14v11H5zM9 8h6M9 11h4M10 15v6l2-1.5 2 1.5v-6',
} as const;

const BENEFITS: { icon: keyof typeof ICONS; title: string; text: string }[] = [
  { icon: 'library', title: 'Full Course Library', text: 'Every course and learning path, now and in the future.' },
  { icon: 'video', title: 'HD Video Lessons', text: 'Short, focused lectures in HD that play on any device.' },
  { icon: 'article', title: 'Written Articles', text: 'E-books, notes and PDFs to revise without rewatching.' },
  { icon: 'project', title: 'Real Projects', text: 'Build portfolio projects the way teams build them at work.' },
  { icon: 'code', title: 'Code Solutions', text: 'Full source code for every project and DSA problem.' },
  { icon: 'certificate', title: 'Certificates', text: 'A verifiable certificate for every course you complete.' },
];

/** The six benefits of a membership. */
export function BenefitsGrid() {
  return (
    <PageSection eyebrow="Benefits" heading="What Every Member Gets" tone="soft" estimate={{ tablet: 50 }}>
      <ul className={gridClass({ gap: 4, sm: 2, lg: 3, gapLg: 5 })}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className={cardClass({}, styles.card)}>
            <span className={styles.icon}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d={ICONS[benefit.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <h3 className={styles.title}>{benefit.title}</h3>
            <p className={styles.text}>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
