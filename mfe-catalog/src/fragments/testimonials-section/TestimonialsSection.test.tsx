import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadAllTestimonials, testimonials } from '@shared-data/content-catalog';
import { PlatformFixture, renderSettled } from '@shared-data/testing';
import TestimonialsSection from './TestimonialsSection';

jest.mock('@shared-data/content-catalog', () => {
  const actual = jest.requireActual<typeof import('@shared-data/content-catalog')>('@shared-data/content-catalog');
  return { ...actual, loadAllTestimonials: jest.fn(async () => actual.testimonials) };
});

function renderSection(props: { limit?: number; heading?: string }) {
  return renderSettled(
    <PlatformFixture>
      <MemoryRouter>
        {/* As a RemoteBoundary mounts it: the rest of the stories may load first. */}
        <Suspense fallback={<p>Loading</p>}>
          <TestimonialsSection {...props} />
        </Suspense>
      </MemoryRouter>
    </PlatformFixture>,
  );
}

const cardNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('TestimonialsSection fragment', () => {
  afterEach(() => jest.mocked(loadAllTestimonials).mockClear());

  it('shows the first N testimonials and a View All link when limited, without loading the rest', async () => {
    await renderSection({ limit: 4, heading: 'Loved by learners' });
    expect(screen.getByRole('heading', { level: 2, name: 'Loved by learners' })).toBeInTheDocument();
    expect(cardNames()).toEqual(testimonials.slice(0, 4).map((item) => item.name));
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/testimonials');
    expect(loadAllTestimonials).not.toHaveBeenCalled();
  });

  it('shows every testimonial and no View All link without a limit', async () => {
    await renderSection({});
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Students Say' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(testimonials.length);
    expect(screen.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
    expect(loadAllTestimonials).toHaveBeenCalledTimes(1);
  });

  it('loads the rest for a limit past the featured stories, with View All while some are left out', async () => {
    await renderSection({ limit: 10 });
    expect(cardNames()).toEqual(testimonials.slice(0, 10).map((item) => item.name));
    expect(screen.getByRole('link', { name: 'View All' })).toBeInTheDocument();
  });

  it('has no View All link when the limit covers every testimonial', async () => {
    await renderSection({ limit: testimonials.length });
    expect(screen.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
  });
});
