import { BRAND, EXTERNAL_URLS, MAILING_ADDRESS } from '@shared-data/content-site';
import type { LegalSection } from '../../components/legal/legal-section';

export const TERMS_LAST_UPDATED = '2025-01-15';

const email = EXTERNAL_URLS.supportEmail;

/** The eleven sections of the Terms of Service (spec section 2), carrying the terms of section 9. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          By visiting the {BRAND} website, creating an account or buying a course, learning path or membership, you
          agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the
          platform.
        </p>
        <p>
          If you use {BRAND} on behalf of an organisation, you confirm that you are authorised to accept these terms for
          it.
        </p>
      </>
    ),
  },
  {
    id: 'user-accounts',
    title: 'User Accounts',
    body: (
      <>
        <p>
          You can browse course pages without an account, but an account may be required for some features, such as
          watching lessons, tracking progress, joining the community and downloading certificates.
        </p>
        <ul>
          <li>Give accurate information when you register and keep it up to date.</li>
          <li>Keep your password confidential; you are responsible for all activity under your account.</li>
          <li>
            Your account is personal. Sharing your login credentials with anyone, or letting several people use one
            account, is not allowed.
          </li>
          <li>Tell us at once at {email} if you suspect unauthorised use of your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use-of-platform',
    title: 'Use of the Platform',
    body: (
      <>
        <p>You agree to use the platform lawfully and respectfully. In particular, you will not:</p>
        <ul>
          <li>copy, record, download, resell, publish or redistribute course videos, notes or code solutions;</li>
          <li>try to bypass access controls, scrape content or interfere with the platform’s security or operation;</li>
          <li>post unlawful, abusive or misleading content in the community or discussions;</li>
          <li>use the platform to send spam or to advertise without our written permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content-ownership',
    title: 'Content Ownership',
    body: (
      <>
        <p>
          All courses, videos, texts, graphics, code samples and other materials on {BRAND} are owned by {BRAND} or its
          licensors and are protected by copyright and other intellectual-property laws.
        </p>
        <p>
          When you buy access, we grant you a limited, non-exclusive, non-transferable licence to use the content for
          your personal, non-commercial learning only. The licence does not transfer ownership of any content to you.
          Code you write yourself while doing projects remains yours.
        </p>
      </>
    ),
  },
  {
    id: 'payments-and-refunds',
    title: 'Payments and Refunds',
    body: (
      <>
        <p>
          Prices are shown in US dollars, or in Indian rupees for visitors in India, and include the access period
          described for each product: one year for the yearly membership and lifetime access for the lifetime
          membership. Payments are processed by our payment providers; we never see or store your card details.
        </p>
        <p>
          All fees are non-refundable unless specified otherwise at the time of purchase. Please watch the free previews
          and read the syllabus before you buy.
        </p>
        <p>
          We may change our prices at any time. A price change never affects purchases you have already made; it applies
          only to new purchases.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          We may suspend or terminate your account, at our discretion and without refund, if you breach these terms, for
          example by sharing your credentials or redistributing course content.
        </p>
        <p>
          You may stop using the platform and ask us to close your account at any time by writing to {email}. The
          sections on content ownership, disclaimers, limitation of liability and governing law survive termination.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        The platform and its content are provided “as is” and “as available”. We work hard to keep our courses accurate
        and up to date, but we do not guarantee that the content is free of errors, that the platform will be
        uninterrupted, or that completing a course will lead to a job, a promotion or any particular result.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent permitted by law, {BRAND} is not liable for any indirect, incidental, special or
        consequential loss, or for loss of data, profits or opportunities, arising from your use of the platform. Our
        total liability for any claim is limited to the amount you paid us in the twelve months before the claim arose.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute arising from them or from your use of the platform is
        subject to the exclusive jurisdiction of the courts of Jaipur, Rajasthan, India.
      </p>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these terms from time to time. We will change the “last updated” date above and, for significant
        changes, tell registered users by email. By continuing to use the platform after a change takes effect, you
        accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          Questions about these terms? Email us at <a href={`mailto:${email}`}>{email}</a>, or write to us at:
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
