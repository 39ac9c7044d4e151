import { Link } from '@shared-data/platform/router';
import { EXTERNAL_URLS, INSTRUCTOR, MAILING_ADDRESS } from '@shared-data/content-site';
import { ExternalLink, buttons, containerClass, Wrappable, cardClass, gridClass, stackClass } from '@shared-data/ui';
import { PageHero } from '../../components/page-hero/PageHero';
import pageStyles from '../catalogue-page.module.css';
import styles from './ContactPage.module.css';

const linkedIn = INSTRUCTOR.socialLinks.find((link) => link.platform === 'linkedin');

/** `/contact`: email, chat app, professional network, the mailing address, and the FAQs. */
export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="We reply within 24 hours"
        title="Contact Us"
        lead="Questions about a course, a payment or your membership? Reach us the way that suits you."
      />
      <div className={containerClass(pageStyles.body)}>
        <h2 className="visually-hidden">Ways to Reach Us</h2>
        <ul className={gridClass({ gap: 4, sm: 2, lg: 4 })}>
          <li className={cardClass({}, stackClass(3, styles.card))}>
            <h3>Email Support</h3>
            <p>For course access, payments and account questions. Write from the email you purchased with.</p>
            <a className={styles.link} href={`mailto:${EXTERNAL_URLS.supportEmail}`}>
              <Wrappable text={EXTERNAL_URLS.supportEmail} />
            </a>
          </li>
          <li className={cardClass({}, stackClass(3, styles.card))}>
            <h3>WhatsApp Support</h3>
            <p>Quick questions about courses and memberships, answered by our team in chat.</p>
            <ExternalLink className={styles.link} href={EXTERNAL_URLS.chatSupport}>
              Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </ExternalLink>
          </li>
          {linkedIn && (
            <li className={cardClass({}, stackClass(3, styles.card))}>
              <h3>LinkedIn</h3>
              <p>
                Connect with {INSTRUCTOR.name}, {INSTRUCTOR.title}, for updates and career advice.
              </p>
              <ExternalLink className={styles.link} href={linkedIn.url}>
                {INSTRUCTOR.name} on LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
              </ExternalLink>
            </li>
          )}
          <li className={cardClass({}, stackClass(3, styles.card))}>
            <h3>Mailing Address</h3>
            <address className={styles.address}>
              {MAILING_ADDRESS.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <p className={styles.note}>{MAILING_ADDRESS.note}</p>
          </li>
        </ul>
        <aside className={styles.faq} aria-labelledby="contact-faq-title">
          <h2 id="contact-faq-title">Looking for a Quick Answer?</h2>
          <p>Most questions about access, payments and memberships are answered in our FAQs.</p>
          <Link to="/faqs" className={buttons.primary}>
            Browse FAQs
          </Link>
        </aside>
      </div>
    </>
  );
}
