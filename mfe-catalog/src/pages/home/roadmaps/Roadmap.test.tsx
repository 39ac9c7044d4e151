import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { findById } from '@shared-data/rules';
import { bundles, getCoursesOfBundle } from '@shared-data/content-catalog';
import { Roadmap } from './Roadmap';
import { RoadmapSection } from './RoadmapSection';
import { renderInRouter } from '../../../router-test-utils';

const frontend = findById(bundles, 'frontend-bootcamp');
if (!frontend) throw new Error('frontend bundle missing');
const frontendCourses = getCoursesOfBundle(frontend);

const roadmap = (
  <MemoryRouter>
    <Roadmap bundle={frontend} position={1} />
  </MemoryRouter>
);

/** The course rows: disclosures, each opened by its summary (the course's title, hours and chevron). */
const rows = () => [...document.querySelectorAll('ol > li > details')] as HTMLDetailsElement[];
const openStates = () => rows().map((row) => row.open);
const summaryOf = (title: string) => screen.getByText(title).closest('summary') as HTMLElement;
const expandAll = () => screen.getByRole('button', { name: /^(Expand|Collapse) all/ });

function renderRoadmap() {
  const user = userEvent.setup();
  render(roadmap);
  return { user };
}

describe('home roadmaps', () => {
  it('lists the three numbered roadmaps', () => {
    renderInRouter(<RoadmapSection />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '01 Frontend Development',
      '02 Backend Development',
      '03 Data Structures & Algorithms',
    ]);
  });

  it('has a disclosure per course, every one closed, each on its own (no shared name)', () => {
    renderRoadmap();
    expect(rows()).toHaveLength(frontendCourses.length);
    expect(openStates()).toEqual(frontendCourses.map(() => false));
    for (const row of rows()) expect(row).not.toHaveAttribute('name');
    expect(screen.getByText(frontendCourses[0]!.description)).not.toBeVisible();
    expect(summaryOf(frontendCourses[0]!.title)).toHaveTextContent(`${frontendCourses[0]!.duration.hours} hours`);
    expect(summaryOf(frontendCourses[0]!.title)).not.toHaveAttribute('aria-expanded');
  });

  it('opens and closes one row on its own, showing the course’s points, hours and link', async () => {
    const { user } = renderRoadmap();
    const [html, javascript] = frontendCourses;
    await user.click(summaryOf(javascript!.title));
    expect(openStates()).toEqual([false, true, false, false, false]);
    const row = rows()[1]!;
    expect(within(row).getByText(javascript!.description)).toBeVisible();
    for (const point of javascript!.cardPoints) expect(within(row).getByText(point)).toBeVisible();
    expect(within(row).getByText('41 hours · 10 projects')).toBeVisible();
    expect(within(row).getByRole('link', { name: /View course/ })).toHaveAttribute(
      'href',
      `/courses/${javascript!.slug}`,
    );
    await user.click(summaryOf(html!.title));
    expect(openStates()).toEqual([true, true, false, false, false]);
    await user.click(summaryOf(javascript!.title));
    expect(openStates()).toEqual([true, false, false, false, false]);
  });

  it('Expand all opens every row, then reads Collapse all and closes every row', async () => {
    const { user } = renderRoadmap();
    expect(expandAll()).toHaveAccessibleName('Expand all courses of Frontend Development');
    expect(expandAll()).toHaveAttribute('aria-expanded', 'false');
    expect(expandAll()).toHaveAttribute('type', 'button');
    expect(expandAll().getAttribute('aria-controls')?.split(' ')).toEqual(rows().map((row) => row.id));
    await user.click(expandAll());
    expect(openStates()).toEqual(frontendCourses.map(() => true));
    expect(expandAll()).toHaveAccessibleName('Collapse all courses of Frontend Development');
    expect(expandAll()).toHaveAttribute('aria-expanded', 'true');
    await user.click(expandAll());
    expect(openStates()).toEqual(frontendCourses.map(() => false));
    expect(expandAll()).toHaveTextContent(/^Expand all/);
  });

  it('Expand all opens the rest when some rows are already open', async () => {
    const { user } = renderRoadmap();
    await user.click(summaryOf(frontendCourses[0]!.title));
    await user.click(expandAll());
    expect(openStates()).toEqual(frontendCourses.map(() => true));
  });

  it('reads Collapse all once every row has been opened one by one, and Expand all when one closes', async () => {
    const { user } = renderRoadmap();
    for (const course of frontendCourses) await user.click(summaryOf(course.title));
    expect(expandAll()).toHaveTextContent(/^Collapse all/);
    await user.click(summaryOf(frontendCourses[2]!.title));
    expect(expandAll()).toHaveTextContent(/^Expand all/);
    await user.click(expandAll());
    expect(openStates()).toEqual(frontendCourses.map(() => true));
  });

  it('follows the rows a visitor opened in the server’s HTML before the script ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(roadmap);
    document.body.append(container);
    // Opened natively before hydration: no script saw the toggle events.
    for (const row of container.querySelectorAll('details')) row.open = true;
    // React (in development) reports the open rows as a difference from the server's HTML, and leaves them.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    await act(async () => void (root = hydrateRoot(container, roadmap)));
    reported.mockRestore();
    expect(openStates()).toEqual(frontendCourses.map(() => true));
    expect(expandAll()).toHaveTextContent(/^Collapse all/);
    const user = userEvent.setup();
    await user.click(expandAll());
    expect(openStates()).toEqual(frontendCourses.map(() => false));
    act(() => root?.unmount());
    container.remove();
  });
});
