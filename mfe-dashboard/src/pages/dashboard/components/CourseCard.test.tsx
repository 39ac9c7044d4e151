import { fireEvent, render, screen } from '@testing-library/react';
import { getCourseById } from '@shared-data/content-catalog';
import type { Course } from '@shared-data/rules';
import { CourseCard } from './CourseCard';

function course(id: Course['id']): Course {
  const found = getCourseById(id);
  if (!found) throw new Error(`${id} is missing`);
  return found;
}

describe('CourseCard', () => {
  it('shows the title, hours, questions and rating, and no zero count', () => {
    const dsa = course('dsa-advanced');
    render(<CourseCard course={dsa} />);
    expect(screen.getByRole('heading', { level: 3, name: dsa.title })).toBeInTheDocument();
    expect(screen.getByText(`${dsa.duration.hours} hours`)).toBeInTheDocument();
    expect(screen.getByText(`${dsa.duration.questions} questions`)).toBeInTheDocument();
    expect(dsa.duration.projects).toBe(0);
    expect(screen.queryByText(/projects?$/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Rated ${dsa.reviewRating} out of 5` })).toBeInTheDocument();
    expect(screen.getByText(String(dsa.reviewRating))).toBeInTheDocument();
  });

  it('writes reviews with a thousands separator', () => {
    const python = course('python');
    render(<CourseCard course={python} />);
    expect(python.reviewCount).toBeGreaterThan(999);
    expect(screen.getByText(`(${python.reviewCount.toLocaleString('en-US')} reviews)`)).toBeInTheDocument();
  });

  it('says "1 project" for a single project', () => {
    render(<CourseCard course={course('django')} />);
    expect(screen.getByText('1 project')).toBeInTheDocument();
  });

  it('links Download and Continue Learning to the course platform in a new tab, named after the course', () => {
    const python = course('python');
    render(<CourseCard course={python} />);
    for (const action of ['Download', 'Continue Learning']) {
      const link = screen.getByRole('link', { name: `${action}: ${python.title} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', python.takeUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has one button, Continue Learning, outlined (the page fills only the visitor’s way in); Download is a quiet link', () => {
    const python = course('python');
    render(<CourseCard course={python} />);
    const [primary, quiet] = ['Continue Learning', 'Download'].map((action) =>
      screen.getByRole('link', { name: `${action}: ${python.title} (opens in a new tab)` }),
    );
    expect(primary?.className).toMatch(/\bbutton\b/);
    expect(primary?.className).toMatch(/\bsecondary\b/);
    expect(quiet?.className).not.toMatch(/\bbutton\b/);
    expect(screen.queryByText(/^Also in /)).not.toBeInTheDocument();
  });

  it('names the other learning paths that show the course too', () => {
    render(<CourseCard course={course('git-github')} alsoIn={['Complete Backend Development']} />);
    expect(screen.getByText('Also in Complete Backend Development')).toBeInTheDocument();
  });

  it('shows a decorative cover, and a plain panel if the cover cannot load', () => {
    const python = course('python');
    const { container } = render(<CourseCard course={python} />);
    const cover = container.querySelector('img');
    expect(cover).toHaveAttribute('alt', '');
    expect(cover).toHaveAttribute('src', python.imageUrl);
    if (!cover) throw new Error('no cover');
    fireEvent.error(cover);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: python.title })).toBeInTheDocument();
  });
});
