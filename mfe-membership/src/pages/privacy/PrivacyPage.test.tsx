import { render, screen, within } from '@testing-library/react';
import PrivacyPage from './PrivacyPage';

function NotFound() {
  return <p>Not found</p>;
}

function sectionHeadings() {
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => text !== 'Contents');
}

describe('PrivacyPage', () => {
  it('has one title and eleven numbered sections', () => {
    render(<PrivacyPage NotFound={NotFound} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const headings = sectionHeadings();
    expect(headings).toHaveLength(11);
    headings.forEach((text, index) => expect(text.startsWith(`${index + 1}. `)).toBe(true));
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(11);
  });

  it('covers the data collected, cookies, retention, rights and policy changes', () => {
    render(<PrivacyPage NotFound={NotFound} />);
    for (const kind of ['Identity data', 'Contact data', 'Financial data', 'Technical data', 'Usage data']) {
      expect(screen.getByText(kind)).toBeInTheDocument();
    }
    expect(screen.getByText('user_location')).toBeInTheDocument();
    expect(screen.getByText(/lasts 365 days/)).toBeInTheDocument();
    const rights = within(screen.getByRole('region', { name: '8. Your Rights' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(' ')[0]);
    expect(rights).toEqual(['access', 'correct', 'ask', 'object', 'withdraw']);
    expect(screen.getByText(/ask us to delete your data/)).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(
      expect.arrayContaining([
        '3. Sharing With Service Providers',
        '5. Cookies',
        '6. Data Retention',
        '8. Your Rights',
        '10. Changes to This Policy',
      ]),
    );
  });
});
