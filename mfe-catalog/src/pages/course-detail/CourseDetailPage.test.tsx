import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTERNAL_URLS, INSTRUCTOR } from '@shared-data/content-site';
import { regionStore } from '@shared-data/platform/region-store';
import { loadFragmentStubs, renderDetailPage } from '../detail-common/test-utils';
import { course, DSA_ADVANCED, GIT, PYTHON, renderCourse, section } from './course-test-utils';
import CourseDetailPage from './CourseDetailPage';
import { MembershipPanel } from './MembershipPanel';
import { renderInRouter } from '../../router-test-utils';

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('CourseDetailPage', () => {
  it('shows the 404 page for an unknown slug', async () => {
    await renderDetailPage(CourseDetailPage, '/courses/:slug', '/courses/no-such-course');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Course Curriculum' })).not.toBeInTheDocument();
  });

  it('has a hero with the edition badge, rating, review count and countries', async () => {
    await renderCourse(PYTHON);
    expect(screen.getByRole('heading', { level: 1, name: 'Python Programming Masterclass' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('2025 Edition')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(3,852 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Students of this course in 150+ countries')).toBeInTheDocument();
    expect(screen.getByText(course(PYTHON).description)).toBeInTheDocument();
  });

  it('shows dollar prices and the USD enroll link outside India', async () => {
    await renderCourse(PYTHON);
    // In the hero, in the card that stays in view beside the body and in the purchase bar.
    expect(screen.getAllByText('$9.99')).toHaveLength(3);
    for (const original of screen.getAllByText('$49.99')) expect(original.closest('del')).not.toBeNull();
    // Price first, then the struck-through original, in every place.
    screen.getAllByText('$9.99').forEach((price, index) => {
      const original = screen.getAllByText('$49.99')[index];
      expect(original && price.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    const enroll = screen.getByRole('link', { name: 'Enroll Now' });
    expect(enroll).toHaveAttribute('href', course(PYTHON).enrollUrl);
    expect(enroll).toHaveAttribute('target', '_blank');
    expect(enroll).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows rupee prices and the INR enroll link in India', async () => {
    regionStore.getState().setRegion('IN');
    await renderCourse(PYTHON);
    expect(screen.getAllByText('₹799')).toHaveLength(3);
    for (const original of screen.getAllByText('₹3,999')) expect(original.closest('del')).not.toBeNull();
    expect(screen.queryByText('$9.99')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', course(PYTHON).enrollUrlIndia);
  });

  it('embeds the preview video, behind its poster, when the course has one', async () => {
    await renderCourse(PYTHON);
    await userEvent.click(
      screen.getByRole('button', { name: 'Play Python Programming Masterclass: course preview video' }),
    );
    expect(screen.getByTitle('Python Programming Masterclass: course preview video')).toHaveAttribute(
      'src',
      `${course(PYTHON).previewUrl}?autoplay=1`,
    );
    expect(screen.queryByRole('img', { name: /cover/ })).not.toBeInTheDocument();
  });

  it('shows the cover image when there is no preview video', async () => {
    await renderCourse(GIT);
    expect(screen.getByRole('img', { name: 'Git & GitHub Masterclass cover' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /preview video/ })).not.toBeInTheDocument();
  });

  it.each([
    [
      'students, hours and projects for a course with projects',
      PYTHON,
      ['12,721 Students in this course', '25 Hours of video', '15 Projects in this course'],
    ],
    [
      'questions instead of projects for a course without projects',
      DSA_ADVANCED,
      ['213 Students in this course', '37 Hours of video', '83 Questions in this course'],
    ],
  ])('shows %s', async (_, id, expected) => {
    await renderCourse(id);
    const stats = within(screen.getByRole('list', { name: 'Course at a glance' })).getAllByRole('listitem');
    expect(stats.map((item) => item.textContent)).toEqual(expected);
  });

  it('offers the membership with Join Membership and the syllabus when there is one', async () => {
    await renderCourse(PYTHON);
    const panel = screen.getByRole('complementary', { name: 'Included in Membership' });
    expect(within(panel).getByRole('link', { name: 'Join Membership' })).toHaveAttribute('href', '/membership');
    const syllabus = within(panel).getByRole('link', { name: 'Download Syllabus' });
    expect(syllabus).toHaveAttribute('href', course(PYTHON).syllabusUrl);
    expect(syllabus).toHaveAttribute('target', '_blank');
  });

  it('links the syllabus of a course without preview video too', async () => {
    await renderCourse(GIT);
    expect(screen.getByRole('link', { name: /^Download Syllabus/ })).toHaveAttribute('href', course(GIT).syllabusUrl);
  });

  it('keeps the price and Enroll Now in the card that stays in view', async () => {
    await renderCourse(PYTHON);
    const panel = screen.getByRole('complementary', { name: 'Included in Membership' });
    expect(within(panel).getByText('$9.99')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: /^Enroll Now\s?: Python Programming Masterclass$/ }),
    ).toHaveAttribute('href', course(PYTHON).enrollUrl);
  });

  it('has no syllabus link when a syllabus is missing', () => {
    renderInRouter(<MembershipPanel course={{ ...course(GIT), syllabusUrl: '' }} />);
    expect(screen.queryByRole('link', { name: /Download Syllabus/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Membership' })).toHaveAttribute('href', '/membership');
  });

  it('lists what you will learn', async () => {
    await renderCourse(PYTHON);
    expect(within(section("What You'll Learn")).getAllByRole('listitem')).toHaveLength(7);
  });

  it('shows prerequisites when the course has them and hides them when empty', async () => {
    await renderCourse(PYTHON);
    expect(within(section('Prerequisites')).getByText(course(PYTHON).prerequisite[0] ?? '')).toBeInTheDocument();
  });

  it('hides prerequisites for a course without them', async () => {
    await renderCourse(GIT);
    expect(course(GIT).prerequisite).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Prerequisites' })).not.toBeInTheDocument();
  });

  it('describes the certificate and links to its verification page', async () => {
    await renderCourse(PYTHON);
    const certificate = section('Course Certificate');
    for (const feature of ['Verifiable', 'Lifetime validity', 'Completion date', 'Unique ID']) {
      expect(within(certificate).getByText(feature)).toBeInTheDocument();
    }
    const verify = within(certificate).getByRole('link', { name: 'Verify a certificate' });
    expect(verify).toHaveAttribute('href', EXTERNAL_URLS.certificateVerification);
    expect(verify).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a sample certificate made out for this course', async () => {
    await renderCourse(GIT);
    const sample = within(section('Course Certificate')).getByRole('figure', { name: 'Sample certificate' });
    expect(within(sample).getByText('Certificate of Completion')).toBeInTheDocument();
    expect(within(sample).getByText(course(GIT).title)).toBeInTheDocument();
  });

  it('introduces the instructor with social links that open in a new tab', async () => {
    await renderCourse(PYTHON);
    const instructor = section('Meet Your Instructor');
    expect(within(instructor).getByRole('heading', { name: INSTRUCTOR.name })).toBeInTheDocument();
    const links = within(instructor).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(INSTRUCTOR.socialLinks.map((link) => link.url));
    links.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
  });

  it('shows 8 testimonials and View All links to /testimonials', async () => {
    await renderCourse(PYTHON);
    const stories = section('What Our Students Say');
    expect(within(stories).getAllByRole('article')).toHaveLength(8);
    expect(within(stories).getByRole('link', { name: 'View All Testimonials' })).toHaveAttribute(
      'href',
      '/testimonials',
    );
  });

  it('has the five-question FAQ: one accordion of disclosures, the first open', async () => {
    const user = userEvent.setup();
    await renderCourse(PYTHON);
    const faq = section('Frequently Asked Questions');
    const questions = [...faq.querySelectorAll('details')];
    expect(questions).toHaveLength(5);
    expect(new Set(questions.map((question) => question.getAttribute('name'))).size).toBe(1);
    expect(questions.map((question) => question.open)).toEqual([true, false, false, false, false]);
    const third = within(faq).getAllByRole('heading', { level: 3 })[2] as HTMLElement;
    await user.click(third);
    expect(questions[2]).toHaveAttribute('open');
    await user.click(third);
    expect(questions[2]).not.toHaveAttribute('open');
  });

  it('shows the membership pricing block loaded from the membership remote', async () => {
    const load = jest.fn(loadFragmentStubs);
    await renderDetailPage(CourseDetailPage, '/courses/:slug', `/courses/${PYTHON}`, load);
    expect(await screen.findByRole('link', { name: 'Get Lifetime Access' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('membership', './PricingBlock', 0);
  });
});
