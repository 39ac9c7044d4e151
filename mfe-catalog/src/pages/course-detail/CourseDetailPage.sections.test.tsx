import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { regionStore } from '@shared-data/platform/region-store';
import {
  cardTitles,
  curriculumOf,
  DSA_ADVANCED,
  GIT,
  isShown,
  loadCurricula,
  PYTHON,
  renderCourse,
  section,
} from './course-test-utils';

beforeAll(() => loadCurricula(GIT));
afterEach(() => regionStore.getState().setRegion('GLOBAL'));

/** A section's show-more toggle: the summary of the disclosure holding the rest of its list. */
const toggleIn = (name: string) => {
  const toggles = section(name).querySelectorAll('summary');
  expect(toggles).toHaveLength(1);
  return toggles[0] as HTMLElement;
};

describe('CourseDetailPage sections', () => {
  describe('curriculum', () => {
    /** Each curriculum section: a disclosure whose summary holds the section's heading. */
    const lessons = () =>
      [...section('Course Curriculum').querySelectorAll('details')].filter((details) =>
        details.querySelector(':scope > summary h3'),
      );
    const headingOf = (lesson: HTMLElement) => within(lesson).getByRole('heading', { level: 3, hidden: true });
    const shownHeadings = () => lessons().map(headingOf).filter(isShown);
    const showMoreToggle = () => screen.getByText('Show 8 more').closest('summary') as HTMLElement;

    it('is one accordion: every section a disclosure of one name, those behind Show 8 more too, the first open', async () => {
      await renderCourse(GIT);
      const all = lessons();
      expect(all).toHaveLength(15);
      const names = new Set(all.map((lesson) => lesson.getAttribute('name')));
      expect(names.size).toBe(1);
      expect([...names][0]).toBeTruthy();
      expect(all.map((lesson) => lesson.open)).toEqual(all.map((_, index) => index === 0));
      // The disclosure says whether it is open itself: its summary carries no aria-expanded.
      for (const lesson of all) expect(lesson.querySelector('summary')).not.toHaveAttribute('aria-expanded');
    });

    it('shows the open section’s topics, points and tags, and not the closed ones’', async () => {
      await renderCourse(GIT);
      const [first, second] = lessons() as [HTMLDetailsElement, HTMLDetailsElement];
      expect(within(first).getByText('Topics')).toBeVisible();
      expect(within(first).getByRole('list', { name: 'Tags' })).toBeVisible();
      expect(within(second).getByText('Topics')).not.toBeVisible();
      expect(headingOf(first)).toHaveTextContent(curriculumOf(GIT)[0]!.title);
      expect(first.querySelector('summary')).toHaveTextContent(curriculumOf(GIT)[0]!.duration);
    });

    it('opens a section from its heading and closes it on a second click', async () => {
      const user = userEvent.setup();
      await renderCourse(GIT);
      const second = lessons()[1]!;
      await user.click(headingOf(second));
      expect(second).toHaveAttribute('open');
      expect(within(second).getByText('Topics')).toBeVisible();
      await user.click(headingOf(second));
      expect(second).not.toHaveAttribute('open');
    });

    it('shows the first 7 of 15 sections, then all with Show 8 more, then 7 again with Show fewer', async () => {
      const user = userEvent.setup();
      await renderCourse(GIT);
      expect(shownHeadings()).toHaveLength(7);
      expect(showMoreToggle()).toHaveTextContent('Show fewer');
      // The toggle sits above the sections it reveals.
      expect(lessons()[6]!.compareDocumentPosition(showMoreToggle()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(showMoreToggle().compareDocumentPosition(lessons()[7]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await user.click(showMoreToggle());
      expect(shownHeadings()).toHaveLength(15);
      expect(shownHeadings()[7]).toHaveTextContent(curriculumOf(GIT)[7]!.title);
      await user.click(showMoreToggle());
      expect(shownHeadings()).toHaveLength(7);
    });

    it('numbers the sections on through those behind the toggle', async () => {
      await renderCourse(GIT);
      const numbers = lessons().map((lesson) => lesson.querySelector('summary')?.textContent?.slice(0, 2));
      expect(numbers).toEqual(curriculumOf(GIT).map((_, index) => String(index + 1).padStart(2, '0')));
    });
  });

  describe('featured projects', () => {
    it('shows the first 3 projects and toggles the rest', async () => {
      const user = userEvent.setup();
      await renderCourse(PYTHON);
      expect(cardTitles('Featured Projects')).toHaveLength(3);
      const project = within(section('Featured Projects')).getAllByRole('listitem')[0];
      expect(project).toHaveTextContent(/Beginner|Intermediate|Advanced/);
      expect(within(project as HTMLElement).getByRole('list', { name: 'Technologies' })).toBeInTheDocument();
      const toggle = toggleIn('Featured Projects');
      expect(toggle).toHaveTextContent(/^Show 12 more projects/);
      await user.click(toggle);
      expect(cardTitles('Featured Projects')).toHaveLength(15);
      expect(toggle).toHaveTextContent(/Show fewer projects$/);
      await user.click(toggle);
      expect(cardTitles('Featured Projects')).toHaveLength(3);
    });

    it.each([
      ['react-masterclass', 10],
      ['javascript-masterclass', 10],
    ])('appear on %s', async (slug, total) => {
      await renderCourse(slug);
      expect(cardTitles('Featured Projects')).toHaveLength(3);
      expect(toggleIn('Featured Projects')).toHaveTextContent(`Show ${total - 3} more projects`);
    });

    it.each([GIT, DSA_ADVANCED, 'job-search-and-resume-building'])('do not appear on %s', async (slug) => {
      await renderCourse(slug);
      expect(screen.queryByRole('heading', { name: 'Featured Projects' })).not.toBeInTheDocument();
    });
  });

  describe('practice questions', () => {
    it('shows the first 9 questions with number, difficulty, category and pattern, then View All', async () => {
      const user = userEvent.setup();
      await renderCourse(DSA_ADVANCED);
      const questions = section('100+ Practice Questions');
      expect(cardTitles('100+ Practice Questions')).toHaveLength(9);
      const first = within(questions).getAllByRole('listitem')[0] as HTMLElement;
      expect(first).toHaveTextContent(/LeetCode #\d+/);
      expect(first).toHaveTextContent(/Easy|Medium|Hard/);
      expect(within(first).getByText('Category')).toBeInTheDocument();
      expect(within(first).getByText('Pattern')).toBeInTheDocument();
      const toggle = toggleIn('100+ Practice Questions');
      expect(toggle).toHaveTextContent(/^View All Questions/);
      await user.click(toggle);
      expect(cardTitles('100+ Practice Questions')).toHaveLength(83);
      expect(toggle).toHaveTextContent(/Show Fewer Questions$/);
      await user.click(toggle);
      expect(cardTitles('100+ Practice Questions')).toHaveLength(9);
    });

    it.each([PYTHON, GIT, 'data-structures-and-algorithms'])('do not appear on %s', async (slug) => {
      await renderCourse(slug);
      expect(screen.queryByRole('heading', { name: '100+ Practice Questions' })).not.toBeInTheDocument();
    });
  });
});
