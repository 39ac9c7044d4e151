import { type Testimonial, type TestimonialPlatform } from '@shared-data/rules';
import { flagUrl } from '@shared-data/content-catalog';
import { ExternalLink, cardClass, spreadClass, stackClass, headingClass } from '@shared-data/ui';
import styles from './TestimonialCard.module.css';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  /** Level of the student's name, so the card fits the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

const PLATFORM_LABELS: Record<TestimonialPlatform, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  google: 'Google Reviews',
};

/**
 * One student's story: avatar, name, role at company, quote, course, a link to where it was
 * posted, and the country with its name and flag (shipped with the site).
 */
export function TestimonialCard({ testimonial, headingLevel = 3 }: TestimonialCardProps) {
  const flag = flagUrl(testimonial.country.code);
  const Heading = `h${headingLevel}` as const;
  const { name, role, company, imageUrl, text, platform, socialLink, country, course } = testimonial;
  const platformLabel = PLATFORM_LABELS[platform];
  return (
    <article className={cardClass({}, stackClass(4, styles.card))}>
      <header className={styles.header}>
        <img className={styles.avatar} src={imageUrl} alt="" width={56} height={56} loading="lazy" />
        <div className={styles.who}>
          <Heading className={headingClass('md')}>{name}</Heading>
          <p className={styles.role}>
            {role} at {company}
          </p>
          <p className={styles.country}>
            {flag && (
              <img
                className={styles.flag}
                src={flag}
                alt={`Flag of ${country.name}`}
                width={20}
                height={15}
                loading="lazy"
              />
            )}
            <span>{country.name}</span>
          </p>
        </div>
      </header>
      <blockquote className={styles.quote}>
        <p>{text}</p>
      </blockquote>
      <footer className={spreadClass(2, styles.footer)}>
        <p className={styles.course}>
          <span className={styles.courseLabel}>Course:</span> {course}
        </p>
        <ExternalLink href={socialLink} className={styles.platform}>
          View on {platformLabel}
          <span className="visually-hidden"> ({name}&apos;s post, opens in a new tab)</span>
        </ExternalLink>
      </footer>
    </article>
  );
}
