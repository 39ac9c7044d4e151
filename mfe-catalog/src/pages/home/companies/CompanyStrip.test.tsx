import { render, screen, within } from '@testing-library/react';
import { companies } from '@shared-data/content-catalog';
import { CompanyStrip } from './CompanyStrip';

describe('CompanyStrip', () => {
  it('shows every company as a mark of one size beside its printed name', () => {
    render(<CompanyStrip />);
    const items = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('listitem');
    expect(items).toHaveLength(24);
    items.forEach((item, index) => {
      const company = companies[index];
      const mark = within(item).getByRole('img');
      expect(mark).toHaveAttribute('src', company?.logoUrl);
      expect(mark).toHaveAttribute('width', '28');
      expect(mark).toHaveAttribute('height', '28');
      expect(item).toHaveTextContent(company?.name ?? '');
    });
  });

  it('gives a screen reader each name once: the mark’s alt text, the printed word hidden from it', () => {
    render(<CompanyStrip />);
    const marks = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('alt'))).toEqual(companies.map((company) => company.name));
    for (const company of companies) {
      expect(screen.getByText(company.name)).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
