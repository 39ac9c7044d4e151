import { screen } from '@testing-library/react';
import AboutPage from './AboutPage';
import { renderInRouter } from '../../router-test-utils';

describe('AboutPage', () => {
  it('has the five sections of the spec and the founding year', () => {
    renderInRouter(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About CodeYatra' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Quick Brief',
      'Learning Resources',
      'Community Support',
      'Certification',
      'Why Choose CodeYatra',
    ]);
    expect(screen.getByText(/founded in 2018/)).toBeInTheDocument();
    for (const resource of ['Video Lectures', 'E-Books and PDFs', 'Quizzes and Assignments']) {
      expect(screen.getByRole('heading', { level: 3, name: resource })).toBeInTheDocument();
    }
  });
});
