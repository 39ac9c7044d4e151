import { EXTERNAL_URLS } from '@shared-data/content-site';
import { ExternalLink, SampleCertificate, buttons, gridClass, splitClass } from '@shared-data/ui';
import { DetailSection } from '../detail-common/DetailSection';
import styles from './CertificateSection.module.css';

const FEATURES = [
  { title: 'Verifiable', text: 'Employers check it online on our certificate verification page.' },
  { title: 'Lifetime validity', text: 'Your certificate never expires.' },
  { title: 'Completion date', text: 'Shows the day you finished the course.' },
  { title: 'Unique ID', text: 'Each certificate carries its own ID for verification.' },
] as const;

/** What the course certificate offers, beside a sample of it. */
export function CertificateSection({ courseTitle }: { courseTitle: string }) {
  return (
    <DetailSection
      title="Course Certificate"
      estimate={{ phone: 80 }}
      eyebrow="Certificate"
      tone="soft"
      intro="Finish every section and earn a certificate of completion to add to your resume and LinkedIn profile."
    >
      <div className={splitClass(styles.layout)}>
        <div>
          <ul className={gridClass({ gap: 3 }, styles.features)}>
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <strong>{feature.title}</strong>
                <span>{feature.text}</span>
              </li>
            ))}
          </ul>
          <ExternalLink className={buttons.secondary} href={EXTERNAL_URLS.certificateVerification}>
            Verify a certificate
          </ExternalLink>
        </div>
        <SampleCertificate courseTitle={courseTitle} />
      </div>
    </DetailSection>
  );
}
