import { companies } from 'shared-data';
import { Section } from '../../../components/section/Section';
import styles from './CompanyStrip.module.css';

/** Where students went on to work: every company logo. */
export function CompanyStrip() {
  return (
    <Section
      eyebrow="Hiring partners"
      title="Our students work at top companies"
      intro={`Graduates of our courses build products at ${companies.length} companies and counting.`}
      tone="soft"
    >
      <ul className={styles.logos} aria-label="Companies">
        {companies.map((company) => (
          <li key={company.name} className={styles.logo}>
            <img src={company.logoUrl} alt={company.name} width={120} height={40} loading="lazy" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
