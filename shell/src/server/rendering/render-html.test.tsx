/**
 * @jest-environment node
 */
import { Suspense, use } from 'react';
import {
  callerInStack,
  PlatformProvider,
  RemoteBoundary,
  ResourceCache,
  SectionCaller,
  useResource,
  type Platform,
} from '@shared-data/platform';
import { renderAtOnce, renderWhenReady } from './render-html';

const platform: Platform = { loadModule: () => Promise.reject(new Error('no remotes here')) };

function Curriculum() {
  const loaded = useResource('course-detail/python', async () => ['Basics', 'Functions']);
  return loaded.status === 'ready' ? (
    <ol>
      {loaded.value.map((title) => (
        <li key={title}>{title}</li>
      ))}
    </ol>
  ) : (
    <p>Could not load</p>
  );
}

const page = (resources: ResourceCache) => (
  <PlatformProvider platform={platform} resources={resources}>
    <main>
      <h1>Python</h1>
      <Suspense fallback={<p>Loading the curriculum</p>}>
        <Curriculum />
      </Suspense>
    </main>
  </PlatformProvider>
);

describe('rendering a page body', () => {
  it('gives up at once when a section is still loading, and the streaming render waits for it', async () => {
    const resources = new ResourceCache();
    expect(renderAtOnce(page(resources), resources)).toBeNull();
    const html = await renderWhenReady(page(resources));
    expect(html).toContain('<li>Functions</li>');
    expect(html).not.toContain('Loading the curriculum');
  });

  it('renders at once what earlier renders loaded, exactly as the streaming render does', async () => {
    const first = new ResourceCache();
    await renderWhenReady(page(first));
    const known = first.loadedValues();
    expect([...known.keys()]).toEqual(['course-detail/python']);

    const again = new ResourceCache(known);
    const atOnce = renderAtOnce(page(again), again);
    expect(atOnce).toContain('<li>Basics</li>');
    expect(atOnce).toBe(await renderWhenReady(page(new ResourceCache(known))));
    // What the browser is sent of the page's content is the same either way.
    expect(again.snapshot().values).toEqual({ 'course-detail/python': ['Basics', 'Functions'] });
  });

  it('gives up when a section threw (the streaming render reports it)', () => {
    function Broken(): never {
      throw new Error('broken section');
    }
    const resources = new ResourceCache();
    const element = (
      <Suspense fallback={<p>fallback</p>}>
        <Broken />
      </Suspense>
    );
    expect(renderAtOnce(element, resources)).toBeNull();
  });

  it('gives up when something outside every boundary is still loading', () => {
    function Waiting() {
      use(new Promise(() => undefined));
      return null;
    }
    expect(renderAtOnce(<Waiting />, new ResourceCache())).toBeNull();
  });
});

test("an error a fragment throws names the part that mounted it in React's component stack, which the server charges", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('pricing broke');
  };
  const resources = new ResourceCache();
  resources.prime('module:membership/PricingBlock', { ok: true, value: { default: Broken } });
  const heard: { error: unknown; stack?: string }[] = [];
  const html = await renderWhenReady(
    <PlatformProvider platform={platform} resources={resources}>
      <h1>Python</h1>
      <SectionCaller part="catalog">
        <RemoteBoundary remote="membership" module="./PricingBlock" variant="fragment" props={{}} />
      </SectionCaller>
    </PlatformProvider>,
    (error, stack) => heard.push({ error, stack }),
  );
  expect(html).toContain('<h1>Python</h1>');
  expect(heard).toEqual([{ error: new Error('pricing broke'), stack: expect.any(String) }]);
  expect(callerInStack(heard[0]?.stack)).toEqual({
    caller: 'catalog',
    provider: 'membership',
    module: './PricingBlock',
  });
  jest.restoreAllMocks();
});
