import { useState, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestimonialsSectionProps } from '@shared-data/contracts';
import type { Region } from '@shared-data/rules';
import { createRegionStore, RegionProvider, useRegion, type RegionStore } from '@shared-data/platform/region-store';
import { hydrateServerHtml, PlatformFixture, renderSettled, type TestModuleLoader } from '@shared-data/testing';
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

const subscribeToNothing = () => () => undefined;

describe('RemoteBoundary with hydration="on-interaction"', () => {
  const KEY = remoteModuleKey('catalog', './TestimonialsSection');

  /** A fragment with a price in the visitor's region and a button that only works once hydrated. */
  function Offer({ heading }: TestimonialsSectionProps) {
    const [picked, setPicked] = useState(0);
    return (
      <section>
        <h2>{heading}</h2>
        <p>{useRegion() === 'IN' ? '₹2,999' : '$99'}</p>
        <button type="button" onClick={() => setPicked(picked + 1)}>
          Picked {picked}
        </button>
      </section>
    );
  }

  /** The page around the fragment: it renders once more right after hydrating (new props, same values). */
  function HomeLike() {
    const renders = useSyncExternalStore(
      subscribeToNothing,
      () => 2,
      () => 1,
    );
    return (
      <main data-renders={renders}>
        <RemoteBoundary
          remote="catalog"
          module="./TestimonialsSection"
          variant="fragment"
          hydration="on-interaction"
          props={{ heading: 'Lifetime offer', limit: 1 }}
        />
      </main>
    );
  }

  function page(resources: ResourceCache, store: RegionStore, load: TestModuleLoader) {
    return (
      <RegionProvider store={store}>
        <PlatformFixture load={load} resources={resources}>
          <HomeLike />
        </PlatformFixture>
      </RegionProvider>
    );
  }

  /** The server's HTML and snapshot for `region`, then the browser's cache built from that snapshot. */
  async function fromServer(region: Region) {
    const server = new ResourceCache();
    server.prime(KEY, { ok: true, value: { default: Offer } });
    const html = renderToString(page(server, createRegionStore(region), jest.fn()));
    const snapshot = server.snapshot();
    const preloaded = jest.fn();
    const browser = await ResourceCache.fromSnapshot(snapshot, preloaded);
    return { html, snapshot, browser, preloaded };
  }

  async function hydrate(region: Region, setUp: (store: RegionStore) => void = () => undefined) {
    const { html, snapshot, browser, preloaded } = await fromServer(region);
    const store = createRegionStore('GLOBAL');
    store.getState().startFrom(region);
    setUp(store);
    const load = jest.fn(async () => ({ default: Offer }));
    const { container, recovered } = await hydrateServerHtml(html, page(browser, store, load));
    return { container, snapshot, preloaded, load, store, recovered };
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the server’s HTML without loading its module, and hydrates when the pointer goes over it', async () => {
    const { container, snapshot, preloaded, load, recovered } = await hydrate('GLOBAL');
    expect(snapshot).toMatchObject({ modules: [], deferred: [KEY] });
    expect(preloaded).not.toHaveBeenCalled();
    expect(container.querySelector('main')).toHaveAttribute('data-renders', '2');
    expect(within(container).queryByRole('status')).not.toBeInTheDocument();
    const button = within(container).getByRole('button', { name: 'Picked 0' });
    fireEvent.click(button);
    expect(button).toHaveTextContent('Picked 0');
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.pointerOver(within(container).getByRole('heading', { name: 'Lifetime offer' }));
    });
    expect(load).toHaveBeenCalledWith('catalog', './TestimonialsSection', 0);
    await act(async () => fireEvent.click(within(container).getByRole('button', { name: 'Picked 0' })));
    expect(within(container).getByRole('button', { name: 'Picked 1' })).toBe(button);
    expect(recovered).toEqual([]);
  });

  it('hydrates when a key or a tap reaches it', async () => {
    const focused = await hydrate('GLOBAL');
    await act(async () => fireEvent.focusIn(within(focused.container).getByRole('button')));
    expect(focused.load).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
    const tapped = await hydrate('GLOBAL');
    await act(async () => fireEvent.touchStart(within(tapped.container).getByRole('heading')));
    expect(tapped.load).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when the region changed from the one the page was rendered for', async () => {
    // The time-zone rule found India before the page hydrated.
    const before = await hydrate('GLOBAL', (store) => store.getState().setRegion('IN'));
    expect(before.load).toHaveBeenCalledTimes(1);
    expect(within(before.container).getByText('₹2,999')).toBeInTheDocument();
    expect(before.recovered).toEqual([]);
    document.body.innerHTML = '';

    const after = await hydrate('GLOBAL');
    expect(after.load).not.toHaveBeenCalled();
    await act(async () => after.store.getState().setRegion('IN'));
    expect(after.load).toHaveBeenCalledTimes(1);
    expect(within(after.container).getByText('₹2,999')).toBeInTheDocument();
  });

  it('renders at once when the page is rendered in the browser (a client-side navigation)', async () => {
    const { browser } = await fromServer('GLOBAL');
    const load = jest.fn(async () => ({ default: Offer }));
    await renderSettled(page(browser, createRegionStore('GLOBAL'), load));
    expect(screen.getByRole('heading', { name: 'Lifetime offer' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
