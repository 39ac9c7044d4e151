import { EXTERNAL_URLS, SOCIAL_PROOF } from '@shared-data/content-site';
import { courses } from '@shared-data/content-catalog';
import { ExternalLink, SampleCertificate, gridClass, splitClass } from '@shared-data/ui';
import { PageSection } from '../../../components/section/PageSection';
import styles from './CertificateSection.module.css';

const FACTS = ['Verifiable online by anyone', 'Valid for life', 'Shows your completion date', 'Carries a unique ID'];

/** The certificate every completed course earns, with a sample of one (for the first course of the library). */
export function CertificateSection() {
  const sampleCourse = courses[0];
  return (
    <PageSection
      eyebrow="Certification"
      estimate={{ tablet: 60 }}
      heading="Earn a Certificate for Every Course"
      intro={
        <p>
          Members can earn {SOCIAL_PROOF.libraryCertificates} certificates, one for each course they complete. Add them
          to your CV and your LinkedIn profile.
        </p>
      }
    >
      <div className={splitClass(styles.layout)}>
        {sampleCourse && <SampleCertificate courseTitle={sampleCourse.title} />}
        <div>
          <ul className={gridClass({ gap: 3 }, styles.facts)}>
            {FACTS.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <ExternalLink href={EXTERNAL_URLS.certificateVerification} className={styles.verify}>
            Verify a certificate
            <span className="visually-hidden"> (opens in a new tab)</span>
          </ExternalLink>
        </div>
      </div>
    </PageSection>
  );
}
