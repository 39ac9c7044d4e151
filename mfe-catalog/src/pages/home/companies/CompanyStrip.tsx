import { companies } from '@shared-data/content-catalog';
import { Section } from '../../../components/section/Section';
import styles from './CompanyStrip.module.css';

/**
 * Where students went on to work: one monochrome mark per company, all the same size, beside the
 * company's name in the page's own type. The mark's alt text names the company, so a screen reader
 * reads each name once (the printed name is hidden from it).
 */
export function CompanyStrip() {
  return (
    <Section
      eyebrow="Hiring partners"
      title="Our Students Work at Top Companies"
      intro={`Graduates of our courses build products at ${companies.length} companies and counting.`}
      tone="soft"
    >
      <ul className={styles.logos} aria-label="Companies">
        {companies.map((company) => (
          <li key={company.name} className={styles.logo}>
            <img
              className={styles.mark}
              src={company.logoUrl}
              alt={company.name}
              width={28}
              height={28}
              loading="lazy"
            />
            <span className={styles.name} aria-hidden="true">
              {company.name}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
