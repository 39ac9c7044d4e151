import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import { bundles, courses } from '@shared-data/content-catalog';
import DashboardPage from './DashboardPage';

const NotFound = () => <p>Not found</p>;

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardPage NotFound={NotFound} />
    </MemoryRouter>,
  );
}

describe('DashboardPage', () => {
  it('has one page heading', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Course Dashboard' })).toBeInTheDocument();
  });

  it('links to the learner’s profile on the course platform, in a new tab', () => {
    renderPage();
    const profile = screen.getByRole('link', { name: /My Profile/ });
    expect(profile).toHaveAttribute('href', EXTERNAL_URLS.myProfile);
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tells a visitor what the page is and how to get in: sign in to resume, or the membership', () => {
    renderPage();
    expect(screen.getByText(/nothing here shows as in progress/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Already a Member?' })).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign In to Resume (opens in a new tab)' });
    expect(signIn).toHaveAttribute('href', EXTERNAL_URLS.authenticate);
    expect(signIn).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 2, name: 'New to CodeYatra?' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`opens all ${courses.length} courses below`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Membership Plans' })).toHaveAttribute('href', '/membership');
  });

  it('shows every learning path of the catalogue, and every course', () => {
    const { container } = renderPage();
    expect(container.querySelectorAll('details[open]')).toHaveLength(bundles.length);
    for (const bundle of bundles) expect(screen.getByRole('region', { name: bundle.title })).toBeVisible();
    for (const course of courses) {
      expect(screen.getAllByRole('heading', { level: 3, name: course.title }).length).toBeGreaterThan(0);
    }
    expect(screen.queryByRole('heading', { name: 'Individual Courses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No courses yet' })).not.toBeInTheDocument();
  });
});
