import { useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRegionStore, RegionProvider } from '@shared-data/platform/region-store';
import { hydrateServerHtml, PlatformFixture, renderSettled } from '@shared-data/testing';
import { LazySection } from './LazySection';
import { ResourceCache } from './resource-cache';

/** A section with a button that only works once hydrated. */
function Stories() {
  const [liked, setLiked] = useState(0);
  return (
    <section aria-label="Stories">
      <button type="button" onClick={() => setLiked(liked + 1)}>
        Liked {liked}
      </button>
    </section>
  );
}

type Load = () => Promise<{ default: ComponentType }>;

function page(resources: ResourceCache, load: Load) {
  return (
    <RegionProvider store={createRegionStore('GLOBAL')}>
      <PlatformFixture resources={resources}>
        <main>
          <LazySection id="catalog/stories" label="Success stories" load={load} />
        </main>
      </PlatformFixture>
    </RegionProvider>
  );
}

/** The server's HTML, then the browser hydrating it with `load`. */
async function serverThenBrowser(load: Load) {
  const server = new ResourceCache();
  await server.read('section:catalog/stories', 0, async () => ({ default: Stories }));
  const html = renderToString(page(server, () => Promise.reject(new Error('the server has it already'))));
  const snapshot = server.snapshot();
  const browser = await ResourceCache.fromSnapshot(snapshot, () => Promise.reject(new Error('no modules here')));
  return { ...(await hydrateServerHtml(html, page(browser, load))), snapshot };
}

describe('LazySection', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('is in the server’s HTML, sends no code with the content, and hydrates when the pointer reaches it', async () => {
    const load = jest.fn(async () => ({ default: Stories }));
    const { container, snapshot, recovered } = await serverThenBrowser(load);
    expect(snapshot).toEqual({ values: {}, modules: [], deferred: ['section:catalog/stories'], failed: [] });
    const button = within(container).getByRole('button', { name: 'Liked 0' });
    expect(load).not.toHaveBeenCalled();

    await act(async () => fireEvent.pointerOver(button));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(button));
    expect(button).toHaveTextContent('Liked 1');
    expect(recovered).toEqual([]);
  });

  it('shows a fallback with Retry when its code cannot be loaded, and loads it on Retry', async () => {
    const load = jest
      .fn<ReturnType<Load>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Stories });
    await renderSettled(page(new ResourceCache(), load));
    expect(await screen.findByRole('heading', { name: 'Success stories is unavailable right now' })).toBeVisible();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('button', { name: 'Liked 0' })).toBeInTheDocument();
  });

  it('loads at once when the page is rendered in the browser', async () => {
    const load = jest.fn(async () => ({ default: Stories }));
    await renderSettled(page(new ResourceCache(), load));
    expect(screen.getByRole('region', { name: 'Stories' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
