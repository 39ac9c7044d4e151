import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { findById } from '@shared-data/rules';
import { bundles, courses, getCourseById, getCoursesOfBundle } from '@shared-data/content-catalog';
import type { Bundle, Course } from '@shared-data/rules';
import { CourseDashboard } from './CourseDashboard';

function renderDashboard(courseList: readonly Course[] = courses, bundleList: readonly Bundle[] = bundles) {
  return render(
    <MemoryRouter>
      <CourseDashboard courses={courseList} bundles={bundleList} />
    </MemoryRouter>,
  );
}

function bundle(id: Bundle['id']): Bundle {
  const found = findById(bundles, id);
  if (!found) throw new Error(`${id} is missing`);
  return found;
}

/** A group's header: the summary of its disclosure, holding the group's heading and totals. */
function groupHeader(title: string): HTMLElement {
  const header = screen.getByRole('heading', { level: 2, name: new RegExp(title) }).closest('summary');
  if (!header) throw new Error(`no header for ${title}`);
  return header;
}
/** The group's disclosure (native `details`). */
const groupDisclosure = (title: string) => groupHeader(title).parentElement as HTMLDetailsElement;
/** The region holding a group's cards, named by the group's title (found in the DOM, so also when hidden). */
function groupRegion(title: string): HTMLElement {
  const region = groupDisclosure(title).querySelector<HTMLElement>(':scope > [role="region"]');
  if (!region) throw new Error(`no region for ${title}`);
  return region;
}

describe('CourseDashboard', () => {
  it('shows every learning path as a group, all expanded initially', () => {
    renderDashboard();
    for (const { title } of bundles) {
      expect(groupDisclosure(title)).toBeInstanceOf(HTMLDetailsElement);
      expect(groupDisclosure(title)).toHaveAttribute('open');
      // The browser gives the summary its expanded state: none written that could disagree.
      expect(groupHeader(title)).not.toHaveAttribute('aria-expanded');
      expect(screen.getByRole('region', { name: title })).toBe(groupRegion(title));
      expect(groupRegion(title)).toBeVisible();
    }
  });

  it('collapses and expands a group from its header', async () => {
    const user = userEvent.setup();
    const frontend = bundle('frontend-bootcamp');
    const backend = bundle('backend-bootcamp');
    renderDashboard();

    await user.click(groupHeader(frontend.title));
    expect(groupDisclosure(frontend.title)).not.toHaveAttribute('open');
    expect(groupRegion(frontend.title)).not.toBeVisible();
    expect(groupHeader(frontend.title)).toBeVisible();
    expect(groupRegion(backend.title)).toBeVisible();

    await user.click(groupHeader(frontend.title));
    expect(groupDisclosure(frontend.title)).toHaveAttribute('open');
    expect(groupRegion(frontend.title)).toBeVisible();
  });

  it('shows each group’s total hours, course count and project count, leaving out zero counts', () => {
    renderDashboard();
    expect(groupHeader(bundle('frontend-bootcamp').title)).toHaveTextContent(/111 hours\s*5 courses\s*26 projects/);
    expect(groupHeader(bundle('backend-bootcamp').title)).toHaveTextContent(/56 hours\s*5 courses\s*18 projects/);
    expect(groupHeader(bundle('dsa-bootcamp').title)).toHaveTextContent(/57 hours\s*2 courses\s*94 questions/);
    expect(groupHeader(bundle('dsa-bootcamp').title)).not.toHaveTextContent(/projects/);
  });

  it('lists a group’s courses as cards inside its region', () => {
    renderDashboard();
    const frontend = bundle('frontend-bootcamp');
    const cardTitles = within(groupRegion(frontend.title))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(cardTitles).toEqual(getCoursesOfBundle(frontend).map((course) => course.title));
  });

  it('loads the first card’s cover at once (in the first view) and every other cover when near', () => {
    const { container } = renderDashboard();
    const covers = [...container.querySelectorAll('article img')];
    expect(covers.length).toBeGreaterThan(1);
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual([
      'eager',
      ...covers.slice(1).map(() => 'lazy'),
    ]);
  });

  it('has no Individual Courses section when every course is in a bundle', () => {
    renderDashboard();
    expect(screen.queryByRole('heading', { name: 'Individual Courses' })).not.toBeInTheDocument();
  });

  it('lists the courses in no bundle under Individual Courses', () => {
    const dsa = bundle('dsa-bootcamp');
    renderDashboard(
      courses,
      bundles.filter((candidate) => candidate.id !== dsa.id),
    );
    expect(screen.queryByRole('heading', { level: 2, name: new RegExp(dsa.title) })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Individual Courses' });
    const cardTitles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(cardTitles).toEqual(getCoursesOfBundle(dsa).map((course) => course.title));
  });

  it('shows the empty state with a way to the catalogue when there are no courses', () => {
    renderDashboard([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Course Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    expect(document.querySelector('details')).toBeNull();
    expect(screen.queryByRole('link', { name: /Continue Learning/ })).not.toBeInTheDocument();
  });

  it('does not show the empty state when there are courses', () => {
    renderDashboard();
    expect(screen.queryByRole('heading', { name: 'No courses yet' })).not.toBeInTheDocument();
  });

  it('shows the summary of courses, learning paths and hours', () => {
    const python = getCourseById('python');
    if (!python) throw new Error('python is missing');
    renderDashboard([python]);
    const summary = screen.getByRole('list', { name: 'Your courses at a glance' });
    if (!summary) throw new Error('no summary');
    expect(summary).toHaveTextContent(/1\s*Courses/);
    expect(summary).toHaveTextContent(/1\s*Learning paths/);
    expect(summary).toHaveTextContent(new RegExp(`${python.duration.hours}\\s*Hours of video`));
    expect(screen.queryByText(/more than one learning path/)).not.toBeInTheDocument();
  });

  it('counts a course shown in two learning paths once, and says which courses are shown twice', () => {
    renderDashboard();
    const summary = screen.getByRole('list', { name: 'Your courses at a glance' });
    expect(summary).toHaveTextContent(new RegExp(`${courses.length}\\s*Courses`));
    expect(
      screen.getByText(
        'Git & GitHub Masterclass and Job Search & Resume Building are part of more than one learning path: shown in each, counted once.',
      ),
    ).toBeInTheDocument();
    // Shown once per path, each card naming the other path.
    const backend = bundle('backend-bootcamp');
    const git = within(groupRegion(backend.title)).getByRole('heading', { level: 3, name: 'Git & GitHub Masterclass' });
    expect(git.closest('article')).toHaveTextContent(`Also in ${bundle('frontend-bootcamp').title}`);
    expect(screen.getAllByText(/^Also in /)).toHaveLength(4);
  });

  it('keeps each group’s h2 to its title, the figures beside it', () => {
    renderDashboard();
    for (const { title } of bundles) {
      expect(screen.getByRole('heading', { level: 2, name: title }).textContent).toBe(title);
    }
  });

  it('puts no card inside a card: the groups are not cards, their course cards are', () => {
    const { container } = renderDashboard();
    expect(container.querySelectorAll('article.card')).toHaveLength(12);
    expect(container.querySelectorAll('.card .card')).toHaveLength(0);
  });
});
