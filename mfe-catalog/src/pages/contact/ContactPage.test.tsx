import { screen } from '@testing-library/react';
import { EXTERNAL_URLS, MAILING_ADDRESS } from '@shared-data/content-site';
import ContactPage from './ContactPage';
import { renderInRouter } from '../../router-test-utils';

describe('ContactPage', () => {
  beforeEach(() => renderInRouter(<ContactPage />));

  it('has the four contact cards', () => {
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Email Support',
      'WhatsApp Support',
      'LinkedIn',
      'Mailing Address',
    ]);
  });

  it('links to email support, the chat app and the instructor’s LinkedIn', () => {
    // The address reads whole; it may wrap only after the "@" and before a dot (wbr; jsdom, unlike
    // browsers, puts a space in the accessible name at each).
    const email = screen.getByText(
      (_, element) => element?.tagName === 'A' && element.textContent === EXTERNAL_URLS.supportEmail,
    );
    expect(email).toHaveAttribute('href', `mailto:${EXTERNAL_URLS.supportEmail}`);
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
    const chat = screen.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(chat).toHaveAttribute('href', EXTERNAL_URLS.chatSupport);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const linkedIn = screen.getByRole('link', { name: /on LinkedIn/ });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/aarav-mehta-codeyatra');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the Jaipur address with the remote-team note and links to the FAQs', () => {
    expect(screen.getByText('Jaipur, Rajasthan 302015')).toBeInTheDocument();
    expect(screen.getByText(MAILING_ADDRESS.note)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse FAQs' })).toHaveAttribute('href', '/faqs');
  });
});
