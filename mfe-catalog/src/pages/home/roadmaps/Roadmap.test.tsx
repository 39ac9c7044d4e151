import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bundles, findById, getCoursesOfBundle } from 'shared-data';
import { Roadmap } from './Roadmap';
import { RoadmapSection } from './RoadmapSection';

const frontend = findById(bundles, 'frontend-bootcamp');
if (!frontend) throw new Error('frontend bundle missing');
const frontendCourses = getCoursesOfBundle(frontend);

function renderRoadmap() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Roadmap bundle={frontend!} position={1} />
    </MemoryRouter>,
  );
  const rowButtons = () =>
    frontendCourses.map((course) => screen.getByRole('button', { name: (name) => name.startsWith(course.title) }));
  const expandAll = () => screen.getByRole('button', { name: /^(Expand|Collapse) all/ });
  return { user, rowButtons, expandAll };
}

const expandedStates = (buttons: HTMLElement[]) => buttons.map((button) => button.getAttribute('aria-expanded'));

describe('home roadmaps', () => {
  it('lists the three numbered roadmaps', () => {
    render(
      <MemoryRouter>
        <RoadmapSection />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '01 Frontend Development',
      '02 Backend Development',
      '03 Data Structures & Algorithms',
    ]);
  });

  it('starts with every course row closed', () => {
    const { rowButtons } = renderRoadmap();
    expect(expandedStates(rowButtons())).toEqual(frontendCourses.map(() => 'false'));
    expect(screen.queryByText(frontendCourses[0]!.description)).not.toBeVisible();
  });

  it('opens and closes one row on its own, showing the course’s points, hours and link', async () => {
    const { user, rowButtons } = renderRoadmap();
    const [first, second] = rowButtons();
    await user.click(second!);
    expect(expandedStates(rowButtons())).toEqual(['false', 'true', 'false', 'false', 'false']);
    const javascript = frontendCourses[1]!;
    const panel = document.getElementById(second!.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText(javascript.description)).toBeInTheDocument();
    for (const point of javascript.cardPoints) expect(within(panel).getByText(point)).toBeInTheDocument();
    expect(within(panel).getByText('41 hours · 10 projects')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /View course/ })).toHaveAttribute(
      'href',
      `/courses/${javascript.slug}`,
    );
    await user.click(first!);
    expect(expandedStates(rowButtons())).toEqual(['true', 'true', 'false', 'false', 'false']);
    await user.click(second!);
    expect(expandedStates(rowButtons())).toEqual(['true', 'false', 'false', 'false', 'false']);
  });

  it('Expand all opens every row, then reads Collapse all and closes every row', async () => {
    const { user, rowButtons, expandAll } = renderRoadmap();
    expect(expandAll()).toHaveTextContent(/^Expand all/);
    expect(expandAll()).toHaveAttribute('aria-expanded', 'false');
    await user.click(expandAll());
    expect(expandedStates(rowButtons())).toEqual(frontendCourses.map(() => 'true'));
    expect(expandAll()).toHaveTextContent(/^Collapse all/);
    expect(expandAll()).toHaveAttribute('aria-expanded', 'true');
    await user.click(expandAll());
    expect(expandedStates(rowButtons())).toEqual(frontendCourses.map(() => 'false'));
    expect(expandAll()).toHaveTextContent(/^Expand all/);
  });

  it('Expand all opens the rest when some rows are already open', async () => {
    const { user, rowButtons, expandAll } = renderRoadmap();
    await user.click(rowButtons()[0]!);
    await user.click(expandAll());
    expect(expandedStates(rowButtons())).toEqual(frontendCourses.map(() => 'true'));
  });

  it('reads Collapse all once every row has been opened one by one', async () => {
    const { user, rowButtons, expandAll } = renderRoadmap();
    for (const button of rowButtons()) await user.click(button);
    expect(expandAll()).toHaveTextContent(/^Collapse all/);
  });
});
