import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { membershipFaqs, plans } from '@shared-data/content-membership';
import { regionStore } from '@shared-data/platform/region-store';
import JoinPage, { JOIN_FAQS } from './JoinPage';

function NotFound() {
  return <p>Not found</p>;
}

function renderPage() {
  render(
    <MemoryRouter>
      <JoinPage NotFound={NotFound} />
    </MemoryRouter>,
  );
}

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('JoinPage', () => {
  it('offers both plans with their checkout links for the visitor’s region', () => {
    regionStore.getState().setRegion('IN');
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const plan of plans) {
      expect(screen.getByRole('link', { name: new RegExp(plan.buttonText) })).toHaveAttribute(
        'href',
        plan.checkoutUrlIndia,
      );
    }
  });

  it('answers the key questions, the first one open, and links to the full membership page', () => {
    renderPage();
    expect(JOIN_FAQS.length).toBeLessThan(membershipFaqs.length);
    const questions = JOIN_FAQS.map((item) => screen.getByRole('heading', { level: 3, name: item.question }));
    const disclosures = questions.map((question) => question.closest('details'));
    expect(disclosures.map((details) => details?.open)).toEqual(JOIN_FAQS.map((_, index) => index === 0));
    // One accordion: the questions' disclosures share a name.
    expect(new Set(disclosures.map((details) => details?.getAttribute('name'))).size).toBe(1);
    expect(screen.getByText(JOIN_FAQS[0]!.answer)).toBeVisible();
    expect(screen.getByText(JOIN_FAQS[1]!.answer)).not.toBeVisible();
    expect(screen.getByText('Every Membership Includes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See everything about the membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });
});
