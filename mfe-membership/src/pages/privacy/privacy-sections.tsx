import { REGION_COOKIE } from '@shared-data/rules';
import { BRAND, EXTERNAL_URLS, MAILING_ADDRESS } from '@shared-data/content-site';
import type { LegalSection } from '../../components/legal/legal-section';

export const PRIVACY_LAST_UPDATED = '2025-01-15';

const email = EXTERNAL_URLS.supportEmail;

/** The eleven sections of the Privacy Policy (spec section 2). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>Depending on how you use {BRAND}, we collect:</p>
        <ul>
          <li>
            <strong>Identity data</strong>: your name and username.
          </li>
          <li>
            <strong>Contact data</strong>: your email address and, if you give it, your phone number.
          </li>
          <li>
            <strong>Financial data</strong>: billing details and the record of your purchases. Card numbers are handled
            by our payment providers, never by us.
          </li>
          <li>
            <strong>Technical data</strong>: IP address, browser type and version, time zone, device and operating
            system.
          </li>
          <li>
            <strong>Usage data</strong>: the pages you visit, the lessons you watch and your course progress.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To create and manage your account and give you access to what you bought.</li>
        <li>To process payments and send receipts.</li>
        <li>To show prices in your currency and improve our courses and website.</li>
        <li>To answer support requests and send important notices about your account.</li>
        <li>To send course news and offers, only if you agreed to receive them; you can unsubscribe at any time.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing With Service Providers',
    body: (
      <>
        <p>
          We do not sell your personal data. We share it only with service providers who help us run {BRAND}: our
          course-delivery platform, payment providers, email and analytics services and hosting. They may use your data
          only to provide their service to us and must keep it secure.
        </p>
        <p>We may also disclose data when the law requires it or to protect our rights and our users’ safety.</p>
      </>
    ),
  },
  {
    id: 'payment-processing',
    title: 'Payment Processing',
    body: (
      <p>
        Payments are processed by Stripe for international customers and by Razorpay in India. Your card, wallet or UPI
        details go directly to them under their own privacy policies; we receive only a confirmation of payment and the
        details needed for your receipt.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We use a small number of cookies and similar technologies:</p>
        <ul>
          <li>
            <strong>
              <code>{REGION_COOKIE}</code>
            </strong>
            : remembers whether you are in India, worked out from your browser’s time zone, so that we show prices and
            checkout pages in your currency. It stores only “IN” or “GLOBAL” and lasts 365 days.
          </li>
          <li>
            <strong>Essential cookies</strong> on the course platform keep you signed in.
          </li>
          <li>
            <strong>Analytics cookies</strong> help us understand which pages are visited, so we can improve them.
          </li>
        </ul>
        <p>You can delete or block cookies in your browser settings; some features may then not work as expected.</p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep your account data for as long as your account is active and your purchase records for as long as tax and
        accounting laws require. When you ask us to delete your account, we delete or anonymise your personal data
        within 30 days, except what we must keep by law.
      </p>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        We protect your data with encryption in transit (HTTPS), access controls and trusted providers. No method of
        transmission or storage is completely secure, so we cannot guarantee absolute security, but we will tell you and
        the authorities promptly if a breach affects your data.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>correct data that is inaccurate or incomplete;</li>
          <li>ask us to delete your data;</li>
          <li>object to how we process your data, including for marketing;</li>
          <li>withdraw your consent at any time, where we rely on it.</li>
        </ul>
        <p>
          To use any of these rights, email <a href={`mailto:${email}`}>{email}</a>. We answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: 'Children’s Privacy',
    body: (
      <p>
        {BRAND} is not intended for children under 13, and we do not knowingly collect their personal data. Learners
        under 18 should use the platform with a parent’s or guardian’s permission. If you believe a child has given us
        personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes-to-policy',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. We will change the “last updated” date above and, for significant
        changes, tell registered users by email before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <>
        <p>
          Questions about this policy or your data? Email <a href={`mailto:${email}`}>{email}</a>, or write to us at:
        </p>
        <address>
          {MAILING_ADDRESS.lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </>
    ),
  },
];
