import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestimonialsSectionProps } from '../contracts';
import { PlatformFixture, renderSettled, type TestModuleLoader } from 'shared-data/testing';
import { RemoteBoundary } from './RemoteBoundary';
import { ResourceCache } from './resource-cache';
import { remoteModuleKey } from './use-resource';

function Testimonials({ heading, limit }: TestimonialsSectionProps) {
  return (
    <h2>
      {heading} ({limit})
    </h2>
  );
}

function boundary(load: TestModuleLoader, resources?: ResourceCache) {
  return (
    <PlatformFixture load={load} resources={resources}>
      <RemoteBoundary
        remote="catalog"
        module="./TestimonialsSection"
        variant="fragment"
        props={{ heading: 'What students say', limit: 6 }}
      />
    </PlatformFixture>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state, then the remote component with its props', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    const load = jest.fn(() => new Promise((resolve) => (arrive = resolve)));
    await renderSettled(boundary(load));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Student testimonials…');
    await act(async () => arrive({ default: Testimonials }));
    expect(screen.getByRole('heading', { name: 'What students say (6)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', './TestimonialsSection', 0);
  });

  it('falls back when loading fails, logs why, and loads again with the next attempt on Retry', async () => {
    const load = jest
      .fn<Promise<unknown>, Parameters<TestModuleLoader>>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValueOnce({ default: Testimonials });
    await renderSettled(boundary(load));
    expect(await screen.findByRole('heading', { name: 'Student testimonials is unavailable right now' })).toBeVisible();
    expect(console.error).toHaveBeenCalledWith('Could not load module:catalog/TestimonialsSection', expect.any(Error));
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'What students say (6)' })).toBeInTheDocument();
    expect(load.mock.calls.map(([, , attempt]) => attempt)).toEqual([0, 1]);
  });

  it('falls back when the remote component throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    await renderSettled(boundary(async () => ({ default: Broken })));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Student testimonials is unavailable right now' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the fallback the server rendered first, then tries the section again by itself', async () => {
    const resources = new ResourceCache();
    resources.prime(remoteModuleKey('catalog', './TestimonialsSection'), {
      ok: false,
      error: new Error('down on the server'),
      fromServer: true,
    });
    const load = jest.fn(async () => ({ default: Testimonials }));
    await renderSettled(boundary(load, resources));
    expect(await screen.findByRole('heading', { name: 'What students say (6)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('catalog', './TestimonialsSection', 1);
  });
});
