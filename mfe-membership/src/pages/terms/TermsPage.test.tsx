import { render, screen, within } from '@testing-library/react';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import TermsPage from './TermsPage';

function NotFound() {
  return <p>Not found</p>;
}

const EXPECTED_SECTIONS = [
  '1. Acceptance of Terms',
  '2. User Accounts',
  '3. Use of the Platform',
  '4. Content Ownership',
  '5. Payments and Refunds',
  '6. Termination',
  '7. Disclaimer',
  '8. Limitation of Liability',
  '9. Governing Law',
  '10. Changes to Terms',
  '11. Contact',
];

describe('TermsPage', () => {
  it('has one title and the eleven numbered sections in order', () => {
    render(<TermsPage NotFound={NotFound} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Contents');
    expect(sections).toEqual(EXPECTED_SECTIONS);
  });

  it('links every section from the table of contents', () => {
    render(<TermsPage NotFound={NotFound} />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      const target = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(target)).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('states the purchase terms of the business', () => {
    render(<TermsPage NotFound={NotFound} />);
    expect(screen.getByText(/fees are non-refundable unless specified/)).toBeInTheDocument();
    expect(screen.getByText(/price change never affects purchases you have already made/)).toBeInTheDocument();
    expect(screen.getByText(/personal, non-commercial learning/)).toBeInTheDocument();
    expect(screen.getByText(/Sharing your login credentials/)).toBeInTheDocument();
    expect(screen.getByText(/suspend or terminate your account, at our discretion/)).toBeInTheDocument();
    expect(screen.getByText(/courts of Jaipur/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EXTERNAL_URLS.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${EXTERNAL_URLS.supportEmail}`,
    );
  });
});
