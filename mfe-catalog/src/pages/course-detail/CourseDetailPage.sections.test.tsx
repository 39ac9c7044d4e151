import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { regionStore } from 'shared-data/region-store';
import { cardTitles, DSA_ADVANCED, GIT, PYTHON, renderCourse, section } from './course-test-utils';

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('CourseDetailPage sections', () => {
  describe('curriculum', () => {
    const lessonButtons = () =>
      within(section('Course Curriculum'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => within(heading).getByRole('button'));

    it('opens the first section initially and shows its topics, points and tags', async () => {
      await renderCourse(GIT);
      const [first, second] = lessonButtons();
      expect(first).toHaveAttribute('aria-expanded', 'true');
      expect(second).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(first?.getAttribute('aria-controls') ?? '');
      if (!panel) throw new Error('the open section controls no panel');
      expect(panel).toBeVisible();
      expect(within(panel).getByText('Topics')).toBeInTheDocument();
      expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(2);
    });

    it('keeps one section open at a time, and clicking the open one closes it', async () => {
      const user = userEvent.setup();
      await renderCourse(GIT);
      const [first, second] = lessonButtons();
      if (!first || !second) throw new Error('expected two sections');
      await user.click(second);
      expect(second).toHaveAttribute('aria-expanded', 'true');
      expect(first).toHaveAttribute('aria-expanded', 'false');
      await user.click(second);
      expect(lessonButtons().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    });

    it('shows the first 7 of 15 sections, then all with Show 8 more, then 7 again with Show fewer', async () => {
      const user = userEvent.setup();
      await renderCourse(GIT);
      expect(lessonButtons()).toHaveLength(7);
      const toggle = screen.getByRole('button', { name: 'Show 8 more' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(lessonButtons()).toHaveLength(15);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('button', { name: 'Show fewer' }));
      expect(lessonButtons()).toHaveLength(7);
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
      await user.click(screen.getByRole('button', { name: 'Show 12 more projects' }));
      expect(cardTitles('Featured Projects')).toHaveLength(15);
      await user.click(screen.getByRole('button', { name: 'Show fewer projects' }));
      expect(cardTitles('Featured Projects')).toHaveLength(3);
    });

    it.each([
      ['react-masterclass', 10],
      ['javascript-masterclass', 10],
    ])('appear on %s', async (slug, total) => {
      await renderCourse(slug);
      expect(cardTitles('Featured Projects')).toHaveLength(3);
      expect(screen.getByRole('button', { name: `Show ${total - 3} more projects` })).toBeInTheDocument();
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
      await user.click(screen.getByRole('button', { name: 'View All Questions' }));
      expect(cardTitles('100+ Practice Questions')).toHaveLength(83);
      await user.click(screen.getByRole('button', { name: 'Show Fewer Questions' }));
      expect(cardTitles('100+ Practice Questions')).toHaveLength(9);
    });

    it.each([PYTHON, GIT, 'data-structures-and-algorithms'])('do not appear on %s', async (slug) => {
      await renderCourse(slug);
      expect(screen.queryByRole('heading', { name: '100+ Practice Questions' })).not.toBeInTheDocument();
    });
  });
});
