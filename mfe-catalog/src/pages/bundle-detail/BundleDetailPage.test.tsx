import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Bundle } from '@shared-data/rules';
import { detailFaqs, getBundleBySlug, getCoursesOfBundle } from '@shared-data/content-catalog';
import { regionStore } from '@shared-data/platform/region-store';
import { openDialog } from '../../components/bundle-modal/dialog-test-utils';
import { renderDetailPage } from '../detail-common/test-utils';
import BundleDetailPage from './BundleDetailPage';

const FRONTEND = 'complete-frontend-development';
const DSA = 'complete-data-structures-and-algorithms';

function bundle(slug: string): Bundle {
  const found = getBundleBySlug(slug);
  if (!found) throw new Error(`no bundle ${slug}`);
  return found;
}

async function renderBundle(slug: string) {
  const view = await renderDetailPage(BundleDetailPage, '/bundles/:slug', `/bundles/${slug}`);
  await screen.findByRole('link', { name: 'Get Lifetime Access' });
  return view;
}

const stats = () =>
  within(screen.getByRole('list', { name: 'Learning path at a glance' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const pathSteps = () => within(screen.getByRole('list', { name: /in order$/ })).getAllByRole('listitem');

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('BundleDetailPage', () => {
  it('shows the 404 page for an unknown slug', async () => {
    await renderDetailPage(BundleDetailPage, '/bundles/:slug', '/bundles/react-masterclass');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('has a hero with the title, edition badge, rating and review count', async () => {
    await renderBundle(FRONTEND);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Frontend Development' })).toBeInTheDocument();
    expect(screen.getByText('2025 Edition')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(932 reviews)')).toBeInTheDocument();
  });

  it.each([
    [
      'the frontend totals: 111 hours and 26 projects over 5 courses',
      FRONTEND,
      ['5,678 Students on this path', '5 Courses in this path', '111 Hours of video', '26 Projects in this path'],
    ],
    [
      'the question total for the DSA path, which has no projects',
      DSA,
      ['3,432 Students on this path', '2 Courses in this path', '57 Hours of video', '94 Questions in this path'],
    ],
  ])('shows %s', async (_, bundle, expected) => {
    await renderBundle(bundle);
    expect(stats()).toEqual(expected);
  });

  it('shows dollar prices and the USD checkout outside India', async () => {
    await renderBundle(FRONTEND);
    // In the hero and in the purchase bar.
    expect(screen.getAllByText('$24.99')).toHaveLength(2);
    for (const original of screen.getAllByText('$149.99')) expect(original.closest('del')).not.toBeNull();
    const enroll = screen.getByRole('link', { name: 'Enroll Now' });
    expect(enroll).toHaveAttribute('href', bundle(FRONTEND).enrollUrl);
    expect(enroll).toHaveAttribute('target', '_blank');
    expect(enroll).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows rupee prices and the INR checkout in India', async () => {
    regionStore.getState().setRegion('IN');
    await renderBundle(FRONTEND);
    expect(screen.getAllByText('₹1,999')).toHaveLength(2);
    for (const original of screen.getAllByText('₹11,999')) expect(original.closest('del')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', bundle(FRONTEND).enrollUrlIndia);
  });

  it('lists the learning objectives', async () => {
    await renderBundle(FRONTEND);
    const objectives = within(screen.getByRole('region', { name: "What You'll Learn" })).getAllByRole('listitem');
    expect(objectives.map((item) => item.textContent)).toEqual(bundle(FRONTEND).learningObjectives);
  });

  it('walks its 5 courses in order, each with Preview and Course Details', async () => {
    await renderBundle(FRONTEND);
    const courses = getCoursesOfBundle(bundle(FRONTEND));
    const steps = pathSteps();
    expect(steps).toHaveLength(5);
    steps.forEach((step, index) => {
      const course = courses[index];
      if (!course) throw new Error('missing course');
      expect(within(step).getByRole('heading', { level: 3, name: course.title })).toBeInTheDocument();
      expect(within(step).getByRole('link', { name: /^Preview/ })).toHaveAttribute(
        'href',
        `/courses/${course.slug}/learn`,
      );
      expect(within(step).getByRole('link', { name: /^Course Details/ })).toHaveAttribute(
        'href',
        `/courses/${course.slug}`,
      );
    });
  });

  it("links every course's syllabus in the path, in a new tab", async () => {
    await renderBundle(FRONTEND);
    const courses = getCoursesOfBundle(bundle(FRONTEND));
    expect(pathSteps()).toHaveLength(courses.length);
    pathSteps().forEach((step, index) => {
      const syllabus = within(step).getByRole('link', { name: /^Syllabus/ });
      expect(syllabus).toHaveAttribute('href', courses[index]!.syllabusUrl);
      expect(syllabus).toHaveAttribute('target', '_blank');
    });
  });

  it('has Preview Courses opening the bundle preview, a labelled dialog rendered closed in the page', async () => {
    await renderBundle(FRONTEND);
    const trigger = screen.getByRole('button', { name: 'Preview Courses' });
    const dialog = document.getElementById(trigger.getAttribute('commandfor') ?? '');
    expect(dialog?.tagName).toBe('DIALOG');
    expect(trigger).toHaveAttribute('command', 'show-modal');
    expect(dialog).not.toHaveAttribute('open');
    const title = document.getElementById(dialog!.getAttribute('aria-labelledby') ?? '');
    expect(title).toHaveTextContent('Complete Frontend Development');
    expect(within(dialog!).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    expect(within(dialog!).getByRole('link', { name: 'View Roadmap Details', hidden: true })).toHaveAttribute(
      'href',
      `/bundles/${FRONTEND}`,
    );
  });

  it('closes the dialog when its View Roadmap Details link is followed to this same page', async () => {
    const user = userEvent.setup();
    await renderBundle(FRONTEND);
    const trigger = screen.getByRole('button', { name: 'Preview Courses' });
    const dialog = document.getElementById(trigger.getAttribute('commandfor') ?? '') as HTMLDialogElement;
    openDialog(dialog);
    await user.click(within(dialog).getByRole('link', { name: 'View Roadmap Details' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Frontend Development' })).toBeInTheDocument();
  });

  it('has the instructor, 8 testimonials, the FAQ and the membership pricing block', async () => {
    await renderBundle(FRONTEND);
    expect(screen.getByRole('region', { name: 'Meet Your Instructor' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What Our Students Say' })).getAllByRole('article')).toHaveLength(
      8,
    );
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    expect(faq.getAllByRole('group')).toHaveLength(5);
    expect(faq.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(detailFaqs('learning path')[0]!.question);
    expect(screen.getByRole('link', { name: 'Get Lifetime Access' })).toBeInTheDocument();
  });
});
