import { companies } from '@shared-data/content-catalog';
import { gridClass } from '@shared-data/ui';
import { Section } from '../../../components/section/Section';
import styles from './CompanyStrip.module.css';

/**
 * Where students went on to work, as a wall of tiles of one size: each company's mark from the icon
 * set the site draws from (simple-icons), in one neutral colour and one size, beside its name in the
 * page's own type, centred in its tile; a company the set has no legible mark for is its name alone,
 * in the same type and place. Never a made-up shape. The mark is decoration: the printed name is
 * what a screen reader reads, once.
 */
export function CompanyStrip() {
  return (
    <Section
      eyebrow="Hiring partners"
      title="Our Students Work at Top Companies"
      intro={`Graduates of our courses build products at ${companies.length} companies and counting.`}
    >
      <ul className={gridClass({ base: 2, sm: 3 }, styles.logos)} aria-label="Companies">
        {companies.map((company) => (
          <li key={company.name} className={styles.logo}>
            {company.logoUrl && (
              <img className={styles.mark} src={company.logoUrl} alt="" width={24} height={24} loading="lazy" />
            )}
            <span className={styles.name}>{company.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
