import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_LIMITS } from '@shared-data/rules';
import { loadCourseDetail } from '@shared-data/content-catalog';
import {
  chapterDisclosure,
  chapterHeader,
  dsaAdvanced,
  gitGithub,
  lecturesOf,
  python,
  renderAt,
  setViewport,
} from './learn-page.test-utils';

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('LearnPage', () => {
  it('redirects an unknown slug to /404', async () => {
    const { router } = await renderAt('/courses/no-such-course/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('opens with chapter 1 expanded, its locked placeholder lectures, 0% progress and the preview', async () => {
    const { curriculum } = await loadCourseDetail('python');
    const [first, second] = curriculum;
    if (!first || !second) throw new Error('python has chapters');
    await renderAt(`/courses/${python.slug}/learn`);

    expect(screen.getByRole('heading', { level: 1, name: python.title })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: new RegExp(first.title) });
    expect(first.id).toBe(DISPLAY_LIMITS.learnInitialChapterId);
    // Native disclosures: the first open in the HTML; the browser gives each header its state.
    expect(chapterDisclosure(first.title)).toBeInstanceOf(HTMLDetailsElement);
    expect(chapterDisclosure(first.title)).toHaveAttribute('open');
    expect(chapterDisclosure(second.title)).not.toHaveAttribute('open');
    expect(chapterHeader(first.title)).not.toHaveAttribute('aria-expanded');
    expect(chapterHeader(first.title)).toHaveTextContent(first.duration);

    const lectures = lecturesOf(first.title);
    expect(lectures).toHaveLength(DISPLAY_LIMITS.lecturePlaceholders);
    lectures.forEach((lecture, index) => {
      expect(lecture).toBeVisible();
      expect(lecture).toHaveAttribute('type', 'button');
      expect(lecture).toHaveTextContent(DISPLAY_LIMITS.lecturePlaceholderLabel);
      // Titled from the section's topics, numbered within it: '1.2 Variables'.
      expect(lecture).toHaveTextContent(`1.${index + 1} ${first.topics[index]!}`);
    });
    expect(lecturesOf(second.title)[0]).not.toBeVisible();

    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '0');
    expect(screen.getByText(`Not started · ${curriculum.length} sections`)).toHaveTextContent(
      'Enroll to track your progress',
    );
    expect(screen.queryByText(/sections completed/)).not.toBeInTheDocument();

    const player = screen.getByRole('region', { name: 'Video player' });
    expect(within(player).getByRole('button', { name: `Play ${python.title}: course preview` })).toBeInTheDocument();
    expect(within(player).queryByText('This lesson is locked')).not.toBeInTheDocument();
    expect(within(player).getByText('Free preview')).toBeInTheDocument();
    expect(
      within(player).getByText(`${python.duration.hours} hours · ${curriculum.length} sections`),
    ).toBeInTheDocument();

    // One in the title bar (phones) and one in the content column (wide screens); CSS shows one.
    for (const back of screen.getAllByRole('link', { name: 'Back to Course' })) {
      expect(back).toHaveAttribute('href', `/courses/${python.slug}`);
    }
    // One locked message, one way in: the course's checkout (GLOBAL here), in a new tab.
    const banner = screen.getByRole('region', { name: 'Course access' });
    expect(banner).toHaveTextContent('Lectures are locked until you enroll.');
    expect(within(banner).getAllByRole('link')).toHaveLength(1);
    const enroll = within(banner).getByRole('link', { name: /^Enroll Now/ });
    expect(enroll).toHaveAttribute('href', python.enrollUrl);
    expect(enroll).toHaveAttribute('target', '_blank');
    expect(enroll).toHaveTextContent(python.title);
  });

  it('opens and closes a chapter from its header, without selecting it', async () => {
    const { curriculum } = await loadCourseDetail('python');
    const [first, second] = curriculum;
    const user = userEvent.setup();
    await renderAt(`/courses/${python.slug}/learn`);
    await screen.findByRole('heading', { level: 3, name: new RegExp(second!.title) });

    await user.click(chapterHeader(second!.title));
    expect(chapterDisclosure(second!.title)).toHaveAttribute('open');
    expect(lecturesOf(second!.title)[0]).toBeVisible();
    await user.click(chapterHeader(first!.title));
    expect(chapterDisclosure(first!.title)).not.toHaveAttribute('open');
    expect(lecturesOf(first!.title)[0]).not.toBeVisible();

    const player = screen.getByRole('region', { name: 'Video player' });
    expect(within(player).queryByText('This lesson is locked')).not.toBeInTheDocument();
  });

  it('shows the locked overlay with the membership link when a section is selected', async () => {
    const { curriculum } = await loadCourseDetail('python');
    const third = curriculum[2];
    if (!third) throw new Error('python has a third chapter');
    const user = userEvent.setup();
    const { router } = await renderAt(`/courses/${python.slug}/learn`);
    await screen.findByRole('heading', { level: 3, name: new RegExp(third.title) });

    await user.click(chapterHeader(third.title));
    await user.click(lecturesOf(third.title)[1]!);
    expect(chapterHeader(third.title)).toHaveAttribute('aria-current', 'true');

    const player = screen.getByRole('region', { name: 'Video player' });
    expect(within(player).getByRole('heading', { name: third.topics[1]! })).toBeInTheDocument();
    expect(within(player).getByText('Lecture 3.2 · Section 3')).toBeInTheDocument();
    expect(lecturesOf(third.title)[1]).toHaveAttribute('aria-current', 'true');
    expect(within(player).getByText('This lesson is locked')).toBeInTheDocument();
    expect(within(player).queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();

    await user.click(within(player).getByRole('link', { name: 'Upgrade to Membership' }));
    expect(router.state.location.pathname).toBe('/membership');
  });

  it('locks a section picked from its lectures, and goes back to the preview on request', async () => {
    const user = userEvent.setup();
    await renderAt(`/courses/${python.slug}/learn`);
    const [lecture] = await screen.findAllByRole('button', { name: /Enroll to watch/ });
    await user.click(lecture!);
    const player = screen.getByRole('region', { name: 'Video player' });
    expect(within(player).getByText('This lesson is locked')).toBeInTheDocument();

    await user.click(within(player).getByRole('button', { name: 'Watch the preview' }));
    await user.click(within(player).getByRole('button', { name: `Play ${python.title}: course preview` }));
    expect(within(player).getByTitle(`${python.title}: course preview`)).toHaveAttribute(
      'src',
      `${python.previewUrl}?autoplay=1`,
    );
  });

  it('keeps Download Certificate focusable but unavailable, described by its tooltip', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt(`/courses/${python.slug}/learn`);
    const certificate = screen.getByRole('button', { name: 'Download Certificate' });
    expect(certificate).toHaveAttribute('aria-disabled', 'true');
    expect(certificate).toBeEnabled();
    expect(certificate).toHaveAccessibleDescription('Complete course to unlock');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Complete course to unlock');

    certificate.focus();
    expect(certificate).toHaveFocus();
    await user.click(certificate);
    expect(router.state.location.pathname).toBe(`/courses/${python.slug}/learn`);
  });

  it('offers the Projects tab for python, with its projects in the detail tabs', async () => {
    const { projects } = await loadCourseDetail('python');
    const user = userEvent.setup();
    await renderAt(`/courses/${python.slug}/learn`);
    const sidebarTabs = screen.getByRole('tablist', { name: 'Course Content' });
    expect(await within(sidebarTabs).findByRole('tab', { name: 'Projects' })).toBeInTheDocument();

    const detailTabs = screen.getByRole('tablist', { name: 'Course details' });
    expect(
      within(detailTabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['About', 'Discussion', 'Notes', 'Projects']);
    await user.click(within(detailTabs).getByRole('tab', { name: 'Projects' }));
    const panel = screen.getByRole('tabpanel', { name: 'Projects' });
    const [project] = projects;
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(projects.length);
    const card = within(panel).getByRole('heading', { name: project!.title }).closest('li') as HTMLElement;
    expect(card).toHaveTextContent(project!.description);
    expect(card).toHaveTextContent(project!.difficulty);
    expect(card).toHaveTextContent(project!.duration);
    for (const technology of project!.technologies) expect(card).toHaveTextContent(technology);
  });

  it('offers the Questions tab for dsa-advanced, each question with number, coloured difficulty, category and pattern', async () => {
    const { questions } = await loadCourseDetail('dsa-advanced');
    const user = userEvent.setup();
    await renderAt(`/courses/${dsaAdvanced.slug}/learn`);
    const detailTabs = screen.getByRole('tablist', { name: 'Course details' });
    await user.click(await within(detailTabs).findByRole('tab', { name: 'Questions' }));
    const panel = screen.getByRole('tabpanel', { name: 'Questions' });
    const [question] = questions;
    const item = within(panel).getByRole('heading', { name: question!.title }).closest('li') as HTMLElement;
    expect(item).toHaveTextContent(`#${question!.leetcodeId}`);
    expect(item).toHaveTextContent(question!.category);
    expect(item).toHaveTextContent(question!.pattern);
    expect(within(item).getByText(question!.difficulty)).toHaveAttribute(
      'data-tone',
      { Easy: 'green', Medium: 'amber', Hard: 'red' }[question!.difficulty],
    );
    expect(
      within(screen.getByRole('tablist', { name: 'Course Content' })).getByRole('tab', { name: 'Questions' }),
    ).toBeInTheDocument();

    // The first nine, then a native show-more whose summary reveals the rest below it.
    const titles = within(panel).getAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(questions.length);
    expect(titles.filter((title) => title.closest('details:not([open])') === null)).toHaveLength(
      DISPLAY_LIMITS.questions,
    );
    const toggle = within(panel).getByText(`Show all questions (${questions.length - DISPLAY_LIMITS.questions} more)`);
    expect(toggle.closest('summary')).toHaveTextContent('Show fewer questions');
    expect(titles[DISPLAY_LIMITS.questions]).not.toBeVisible();
    await user.click(toggle);
    expect(titles[DISPLAY_LIMITS.questions]).toBeVisible();
    expect(titles.at(-1)).toBeVisible();
  });

  it('has neither tab for git-github, and shows its cover as a locked poster instead of a video', async () => {
    const { curriculum } = await loadCourseDetail('git-github');
    await renderAt(`/courses/${gitGithub.slug}/learn`);
    await screen.findByRole('heading', { level: 3, name: new RegExp(curriculum[0]!.title) });
    expect(
      within(screen.getByRole('tablist', { name: 'Course Content' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Chapters']);
    expect(
      within(screen.getByRole('tablist', { name: 'Course details' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['About', 'Discussion', 'Notes']);
    const player = screen.getByRole('region', { name: 'Video player' });
    expect(within(player).getByRole('img', { name: `${gitGithub.title} cover` })).toBeInTheDocument();
    expect(within(player).getByText('Locked')).toBeInTheDocument();
    expect(
      within(player).getByText(`${gitGithub.duration.hours} hours · ${curriculum.length} sections`),
    ).toBeInTheDocument();
    expect(within(player).queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
  });

  it('moves through the detail tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderAt(`/courses/${python.slug}/learn`);
    const about = screen.getByRole('tab', { name: 'About' });
    await user.click(about);
    await user.keyboard('{ArrowRight}');
    const discussion = screen.getByRole('tab', { name: 'Discussion' });
    expect(discussion).toHaveAttribute('aria-selected', 'true');
    expect(discussion).toHaveFocus();
    expect(about).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Discussion' });
    expect(within(panel).getByRole('link', { name: 'Upgrade to Membership' })).toHaveAttribute('href', '/membership');
  });

  describe('on a phone', () => {
    beforeEach(() => setViewport(false));
    // The drawer is a popover, which jsdom neither shows nor hides: the browser's part (see e2e).
    const drawer = () => screen.getByRole('complementary', { name: 'Course Content' });

    it('opens the course content from the HTML: a popover the Course Content button targets', async () => {
      await renderAt(`/courses/${python.slug}/learn`);
      const opener = screen.getByRole('button', { name: 'Course Content' });
      expect(opener).toHaveAttribute('type', 'button');
      expect(opener).toHaveAttribute('popovertarget', drawer().id);
      expect(drawer()).toHaveAttribute('popover', 'auto');
      // One copy of the course content, whatever the width: the column is the drawer.
      expect(screen.getAllByRole('tablist', { name: 'Course Content' })).toHaveLength(1);
    });

    it('closes the drawer to show the locked lesson when a lecture is picked', async () => {
      const user = userEvent.setup();
      await renderAt(`/courses/${python.slug}/learn`);
      const open = drawer();
      open.hidePopover = jest.fn();
      open.matches = (selector: string) =>
        selector === ':popover-open' || Element.prototype.matches.call(open, selector);
      const [lecture] = await within(open).findAllByRole('button', { name: /Enroll to watch/ });
      await user.click(lecture!);
      expect(open.hidePopover).toHaveBeenCalledTimes(1);
      expect(screen.getByText('This lesson is locked')).toBeInTheDocument();
    });
  });
});
