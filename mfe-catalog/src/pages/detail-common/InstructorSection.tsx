import { INSTRUCTOR } from '@shared-data/content-site';
import { instructorPortrait } from '@shared-data/content-catalog';
import { ExternalLink, Portrait, cardClass } from '@shared-data/ui';
import { DetailSection } from './DetailSection';
import styles from './InstructorSection.module.css';

/** The course's instructor, with a short bio and social profiles. */
export function InstructorSection() {
  return (
    <DetailSection title="Meet Your Instructor" eyebrow="Instructor">
      <div className={cardClass({}, styles.card)}>
        <Portrait src={instructorPortrait} alt={INSTRUCTOR.name} variant="instructor" />
        <div className={styles.text}>
          <h3 className={styles.name}>{INSTRUCTOR.name}</h3>
          <p className={styles.title}>{INSTRUCTOR.title}</p>
          {INSTRUCTOR.bio.map((paragraph) => (
            <p key={paragraph} className={styles.bio}>
              {paragraph}
            </p>
          ))}
          <ul className={styles.socials} aria-label={`${INSTRUCTOR.name} on social media`}>
            {INSTRUCTOR.socialLinks.map((link) => (
              <li key={link.platform}>
                <ExternalLink className={styles.social} href={link.url}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </DetailSection>
  );
}
