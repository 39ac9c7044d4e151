import { render, screen, within } from '@testing-library/react';
import { companies } from '@shared-data/content-catalog';
import { CompanyStrip } from './CompanyStrip';

describe('CompanyStrip', () => {
  it('shows every company by its printed name, with its mark where the icon set has one', () => {
    const { container } = render(<CompanyStrip />);
    const items = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('listitem');
    expect(items).toHaveLength(24);
    items.forEach((item, index) => {
      const company = companies[index];
      expect(item).toHaveTextContent(company?.name ?? '');
      const mark = item.querySelector('img');
      if (company?.logoUrl) {
        expect(mark).toHaveAttribute('src', company.logoUrl);
        expect(mark).toHaveAttribute('width', '24');
        expect(mark).toHaveAttribute('height', '24');
      } else {
        expect(mark).toBeNull();
      }
    });
    expect(container.querySelectorAll('img')).toHaveLength(companies.filter((company) => company.logoUrl).length);
  });

  it('gives a screen reader each name once: the marks are decoration beside the printed name', () => {
    render(<CompanyStrip />);
    const list = screen.getByRole('list', { name: 'Companies' });
    expect(within(list).queryAllByRole('img')).toEqual([]);
    for (const company of companies) expect(within(list).getByText(company.name)).toBeVisible();
  });
});
