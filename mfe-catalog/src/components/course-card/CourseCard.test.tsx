import { screen, within } from '@testing-library/react';
import { getCourseById } from '@shared-data/content-catalog';
import { regionStore } from '@shared-data/platform/region-store';
import { CourseCard } from './CourseCard';
import { renderInRouter } from '../../router-test-utils';

const react = getCourseById('react');
if (!react) throw new Error('react course missing');

function renderCard() {
  return renderInRouter(<CourseCard course={react!} />);
}

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('CourseCard', () => {
  it('opens the learn preview in a new tab from the image and the title', () => {
    renderCard();
    const imageLink = screen.getByRole('link', { name: 'Preview React Masterclass (opens in a new tab)' });
    const titleLink = within(screen.getByRole('heading', { level: 3 })).getByRole('link');
    for (const link of [imageLink, titleLink]) {
      expect(link).toHaveAttribute('href', '/courses/react-masterclass/learn');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(titleLink).toHaveTextContent('React Masterclass');
  });

  it('leads to the course page from View Course', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /^View Course/ });
    expect(link).toHaveAttribute('href', '/courses/react-masterclass');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows the card points and the rating', () => {
    renderCard();
    for (const point of react!.cardPoints) expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.6 (1,563 reviews)')).toBeInTheDocument();
  });

  it('shows dollar prices, the original struck through, outside India', () => {
    renderCard();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('$49.99').closest('del')).not.toBeNull();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('puts the price first and the struck-through original after it', () => {
    renderCard();
    const price = screen.getByText('$9.99');
    const original = screen.getByText('$49.99');
    expect(price.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows rupee prices for visitors in India', () => {
    regionStore.getState().setRegion('IN');
    renderCard();
    expect(screen.getByText('₹799')).toBeInTheDocument();
    expect(screen.getByText('₹3,999').closest('del')).not.toBeNull();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});
