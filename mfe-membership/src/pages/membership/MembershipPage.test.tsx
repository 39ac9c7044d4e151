import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { type TestimonialsSectionProps } from '@shared-data/contracts';
import { bundles, courses } from '@shared-data/content-catalog';
import { membershipFaqs } from '@shared-data/content-membership';
import { PlatformFixture, renderSettled, type TestModuleLoader } from '@shared-data/testing';
import MembershipPage from './MembershipPage';

function FakeTestimonials({ limit }: TestimonialsSectionProps) {
  return (
    <section aria-labelledby="fake-testimonials">
      <h2 id="fake-testimonials">What Our Students Say</h2>
      <p>Showing {limit} testimonials</p>
    </section>
  );
}

const loadMock = jest.fn<ReturnType<TestModuleLoader>, Parameters<TestModuleLoader>>();

function NotFound() {
  return <p>Not found</p>;
}

async function renderPage() {
  await renderSettled(
    <PlatformFixture load={loadMock}>
      <MemoryRouter>
        <MembershipPage NotFound={NotFound} />
      </MemoryRouter>
    </PlatformFixture>,
  );
  await screen.findByText('View All Questions');
}

beforeEach(() => {
  loadMock.mockResolvedValue({ default: FakeTestimonials });
});

describe('MembershipPage', () => {
  it('runs its sections in the order of the spec, the plans after the practice questions', async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByRole('heading', { name: 'What Our Students Say' });
    // As read: a no-break space that keeps two words on one line is a space.
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.replace(/\u00a0/g, ' '));
    const order = [
      'What Every Member Gets',
      '14 Patterns & 100+ Coding Problems',
      'Choose Your Learning Journey',
      'Every Course and Learning Path Included',
      'Buying Courses One by One vs Membership',
      'Membership Questions, Answered',
      'What Our Students Say',
      'Start Learning Today',
    ].map((text) => headings.indexOf(text));
    expect(order).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('puts the plans at the #plans anchor every call to action points to', async () => {
    await renderPage();
    const plansSection = screen.getByRole('region', { name: 'Choose Your Learning Journey' });
    expect(plansSection).toHaveAttribute('id', 'plans');
    expect(within(plansSection).getByRole('link', { name: /Get Lifetime Access/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Plans & Pricing' })).toHaveAttribute('href', '#plans');
    expect(screen.getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute('href', '#plans');
  });

  it('lists the six benefits', async () => {
    await renderPage();
    const benefits = within(screen.getByRole('region', { name: 'What Every Member Gets' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(benefits).toEqual([
      'Full Course Library',
      'HD Video Lessons',
      'Written Articles',
      'Real Projects',
      'Code Solutions',
      'Certificates',
    ]);
  });

  it('links every course and learning path of the library to its page', async () => {
    await renderPage();
    const library = screen.getByRole('region', { name: 'Every Course and Learning Path Included' });
    const linkOf = (title: string) => within(library).getByText(title).closest('a');
    for (const course of courses) {
      expect(linkOf(course.title)).toHaveAttribute('href', `/courses/${course.slug}`);
    }
    for (const bundle of bundles) {
      expect(linkOf(bundle.title)).toHaveAttribute('href', `/bundles/${bundle.slug}`);
    }
    expect(within(library).getAllByRole('link')).toHaveLength(courses.length + bundles.length);
  });

  it('shows a real sample certificate beside what a certificate offers', async () => {
    await renderPage();
    const certification = screen.getByRole('region', { name: 'Earn a Certificate for Every Course' });
    const sample = within(certification).getByRole('figure', { name: 'Sample certificate' });
    for (const text of ['Certificate of Completion', 'Your Name', courses[0]?.title ?? '', 'CY-XXXX-XXXX']) {
      expect(within(sample).getByText(text)).toBeInTheDocument();
    }
    expect(within(certification).getByRole('link', { name: /Verify a certificate/ })).toBeInTheDocument();
  });

  it('answers the membership questions as one accordion, the first open', async () => {
    await renderPage();
    const faq = screen.getByRole('region', { name: 'Membership Questions, Answered' });
    const disclosures = within(faq)
      .getAllByRole('heading', { level: 3 })
      .map((question) => question.closest('details'));
    expect(disclosures).toHaveLength(membershipFaqs.length);
    expect(disclosures.map((details) => details?.open)).toEqual(membershipFaqs.map((_, index) => index === 0));
    expect(new Set(disclosures.map((details) => details?.getAttribute('name'))).size).toBe(1);
    expect(within(faq).getByRole('link', { name: 'Read all FAQs' })).toHaveAttribute('href', '/faqs');
  });

  it('loads six testimonials from the catalogue team', async () => {
    await renderPage();
    expect(await screen.findByText('Showing 6 testimonials')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('catalog', './TestimonialsSection', 0);
  });

  it('keeps the page working when the testimonials cannot load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMock.mockRejectedValue(new Error('catalog is down'));
    await renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Student testimonials is unavailable right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose Your Learning Journey' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
