import { screen } from '@testing-library/react';
import { PlatformFixture, renderSettled, type TestModuleLoader } from '@shared-data/testing';
import { callerInStack, isNotExposed, NotExposedError, SectionCaller, useSectionCaller } from './caller-faults';
import { RemoteBoundary } from './RemoteBoundary';
import { ResourceCache } from './resource-cache';

/** The catalogue's course page mounting membership's pricing block under the name `module`. */
function coursePage(module: string, props: object, load: TestModuleLoader, resources: ResourceCache) {
  return (
    <PlatformFixture load={load} resources={resources}>
      <SectionCaller part="catalog">
        <RemoteBoundary remote="membership" module={module as './PricingBlock'} variant="fragment" props={props} />
      </SectionCaller>
    </PlatformFixture>
  );
}

const Pricing = ({ heading }: { heading?: string }) => <h2>{heading ?? 'Plans'}</h2>;
const fallback = () => screen.findByRole('heading', { name: 'Membership pricing is unavailable right now' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("a module its remote does not expose falls back in the caller's section, charged to the caller", async () => {
  const resources = new ResourceCache();
  const load = jest.fn(async (remote, module: string) => {
    throw new NotExposedError(remote, module);
  });
  await renderSettled(coursePage('./PricingBlok', {}, load, resources));
  // Named as it can be: the remote lists no such fragment.
  expect(await screen.findByRole('heading', { name: 'This section is unavailable right now' })).toBeVisible();
  expect(resources.callerFaults()).toEqual([
    expect.objectContaining({
      caller: 'catalog',
      provider: 'membership',
      module: './PricingBlok',
      kind: 'not-exposed',
    }),
  ]);
  // The browser shows that fallback without retrying the membership remote by itself.
  expect(resources.snapshot().callerFaults).toEqual(['module:membership/PricingBlok']);
});

test("props off the fragment's contract fall back without rendering it, charged to the caller", async () => {
  const resources = new ResourceCache();
  const render = jest.fn(Pricing);
  await renderSettled(coursePage('./PricingBlock', { heading: 42 }, async () => ({ default: render }), resources));
  expect(await fallback()).toBeVisible();
  expect(render).not.toHaveBeenCalled();
  expect(resources.callerFaults()).toEqual([
    expect.objectContaining({ caller: 'catalog', provider: 'membership', kind: 'props', detail: expect.any(String) }),
  ]);
  // The module loaded: the failure is not the remote's.
  expect(resources.snapshot().failed).toEqual([]);
});

test('a fragment with props that fit renders, and what it mounts has the fragment’s remote as its caller', async () => {
  const resources = new ResourceCache();
  const CallerOfInside = () => <p>inside: {useSectionCaller()}</p>;
  const Block = () => <CallerOfInside />;
  await renderSettled(coursePage('./PricingBlock', { heading: 'Join' }, async () => ({ default: Block }), resources));
  expect(await screen.findByText('inside: membership')).toBeVisible();
  expect(resources.callerFaults()).toEqual([]);
});

test("a failure of the remote itself is not the caller's", async () => {
  const resources = new ResourceCache();
  await renderSettled(
    coursePage(
      './PricingBlock',
      {},
      async () => {
        throw new Error('Remote membership is down');
      },
      resources,
    ),
  );
  expect(await fallback()).toBeVisible();
  expect(resources.callerFaults()).toEqual([]);
  expect(resources.snapshot().failed).toEqual(['module:membership/PricingBlock']);
});

test("a page that names a module its remote does not expose is its remote's own failure, not the shell's", async () => {
  const resources = new ResourceCache();
  await renderSettled(
    <PlatformFixture
      load={async (remote, module) => Promise.reject(new NotExposedError(remote, module))}
      resources={resources}
    >
      <RemoteBoundary remote="catalog" module={'./HomePag' as never} label="Home page" props={{} as never} />
    </PlatformFixture>,
  );
  expect(await screen.findByRole('heading', { name: 'Home page is unavailable right now' })).toBeVisible();
  expect(resources.callerFaults()).toEqual([]);
});

test('the component stack of an error thrown outside every fragment names no caller', () => {
  expect(callerInStack('\n    at Broken\n    at Suspense')).toBeNull();
  expect(callerInStack(undefined)).toBeNull();
});

test("webpack's answer for a name a container does not expose is told apart, even wrapped", () => {
  const webpack = new Error('Module "./PricingBlok" does not exist in container.');
  expect(isNotExposed(webpack)).toBe(true);
  expect(isNotExposed(new Error('load failed', { cause: webpack }))).toBe(true);
  expect(isNotExposed(new NotExposedError('membership', './PricingBlok'))).toBe(true);
  expect(isNotExposed(new Error('Failed to load Node.js entry for remote membership'))).toBe(false);
});
