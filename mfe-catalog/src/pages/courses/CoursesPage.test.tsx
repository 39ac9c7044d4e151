import { screen, within } from '@testing-library/react';
import { courses } from '@shared-data/content-catalog';
import { regionStore } from '@shared-data/platform/region-store';
import CoursesPage from './CoursesPage';
import { renderInRouter } from '../../router-test-utils';

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

const renderPage = () => renderInRouter(<CoursesPage />);

describe('CoursesPage', () => {
  it('shows a card for every course, each leading to its page', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'All Courses' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('article');
    expect(cards).toHaveLength(courses.length);
    cards.forEach((card, index) => {
      expect(within(card).getByRole('link', { name: /^View Course/ })).toHaveAttribute(
        'href',
        `/courses/${courses[index]!.slug}`,
      );
    });
  });

  it('prices every card in rupees for India', () => {
    regionStore.getState().setRegion('IN');
    renderPage();
    expect(screen.getAllByText('₹799')).toHaveLength(courses.length);
  });
});
