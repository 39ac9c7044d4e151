import { useId } from 'react';
import { BRAND, INSTRUCTOR } from '@shared-data/content-site';
import styles from './SampleCertificate.module.css';

interface SampleCertificateProps {
  /** The course the sample is for. */
  courseTitle: string;
}

/** The seal in the certificate's footer: a rosette with a check mark (decoration). */
function Seal() {
  return (
    <svg className={styles.seal} viewBox="0 0 80 96" aria-hidden="true" focusable="false">
      <path className={styles.ribbon} d="M24 58 14 94l14-8 8 10 6-34zM56 58l10 36-14-8-8 10-6-34z" />
      <path
        className={styles.rosette}
        d="M40 2l6.2 6.8 8.8-2.8 2 9 9 2-2.8 8.8L70 32l-6.8 6.2 2.8 8.8-9 2-2 9-8.8-2.8L40 62l-6.2-6.8-8.8 2.8-2-9-9-2 2.8-8.8L10 32l6.8-6.2L14 17l9-2 2-9 8.8 2.8z"
      />
      <circle className={styles.sealRing} cx="40" cy="32" r="18" />
      <path className={styles.sealCheck} d="M31 32.5l6 6 12-13" />
    </svg>
  );
}

/**
 * What a course certificate looks like: the brand, the learner's name, the course, the completion
 * date, the certificate ID and the instructor's signature. One component for every page that shows
 * the sample (a course page, the membership page).
 */
export function SampleCertificate({ courseTitle }: SampleCertificateProps) {
  const captionId = useId();
  return (
    <figure className={styles.certificate} aria-labelledby={captionId}>
      <div className={styles.sheet}>
        <div className={styles.frame}>
          <p className={styles.brand}>
            <svg className={styles.brandMark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
              <rect width="64" height="64" rx="14" />
              <path d="M24 20 12 32l12 12M40 20l12 12-12 12" />
            </svg>
            {BRAND}
          </p>
          <p className={styles.kind}>Certificate of Completion</p>
          <p className={styles.small}>This certifies that</p>
          <p className={styles.name}>Your Name</p>
          <p className={styles.small}>has successfully completed</p>
          <p className={styles.course}>{courseTitle}</p>
          <div className={styles.footer}>
            <p className={styles.signature}>
              <span className={styles.signed}>{INSTRUCTOR.name}</span>
              <span className={styles.signer}>{INSTRUCTOR.title}</span>
            </p>
            <Seal />
            <dl className={styles.facts}>
              <div>
                <dt>Completed on</dt>
                <dd>Your completion date</dd>
              </div>
              <div>
                <dt>Certificate ID</dt>
                <dd>CY-XXXX-XXXX</dd>
              </div>
            </dl>
          </div>
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        Sample certificate
      </figcaption>
    </figure>
  );
}
