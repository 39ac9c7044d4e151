/**
 * @jest-environment node
 */
import type { FastifyRequest } from 'fastify';
import { countRender, reportRenderError, type PageFacts } from './page-figures';
import { fallbacks, serverRenderErrors } from './site-metrics';

const VERSIONS = { catalog: 'c2', membership: 'm1', learn: 'l1', dashboard: 'd1' };
const BASES = {
  membership: 'http://localhost:3002/mf-manifest.json',
  catalog: 'http://localhost:3001/mf-manifest.json',
};

const logged = () => {
  const error = jest.fn();
  return { request: { log: { error } } as unknown as FastifyRequest, error };
};
const count = async (counter: typeof fallbacks, part: string, version: string) =>
  (await counter.get()).values.find((value) => value.labels.part === part && value.labels.version === version)?.value ??
  0;

const coursePage = (facts: Partial<PageFacts>): PageFacts => ({
  route: '/courses/:slug',
  owner: 'catalog',
  sections: ['catalog'],
  failed: [],
  callerFaults: [],
  ...facts,
});

beforeEach(() => {
  fallbacks.reset();
  serverRenderErrors.reset();
});

test("a fragment asked for under a name its remote does not expose counts against the caller's version, and the log names both", async () => {
  const { request, error } = logged();
  const fault = {
    caller: 'catalog',
    provider: 'membership',
    module: './PricingBlok',
    kind: 'not-exposed',
    detail: '',
  } as const;
  countRender(request, coursePage({ callerFaults: [fault] }), VERSIONS, 0.01);
  expect(await count(fallbacks, 'catalog', 'c2')).toBe(1);
  expect(await count(fallbacks, 'membership', 'm1')).toBe(0);
  expect(error).toHaveBeenCalledWith(
    expect.objectContaining({ part: 'catalog', version: 'c2', provider: 'membership', providerVersion: 'm1' }),
    expect.stringContaining('catalog c2 asked membership m1 for ./PricingBlok'),
  );
});

test("a remote's own failure still counts against its version", async () => {
  countRender(logged().request, coursePage({ failed: ['membership'] }), VERSIONS, 0.01);
  expect(await count(fallbacks, 'membership', 'm1')).toBe(1);
});

test('an error thrown inside a fragment counts against its caller; one elsewhere against the script that threw', async () => {
  const thrown = new Error('pricing broke');
  thrown.stack = 'Error: pricing broke\n    at Block (http://localhost:3002/v/m1/server/123.js:1:1)';
  const { request, error } = logged();
  const componentStack = '\n    at Block\n    at CallerSection[catalog>membership/./PricingBlock] (x.js:1:1)';
  reportRenderError(request, thrown, { bases: BASES, versions: VERSIONS, componentStack });
  expect(await count(serverRenderErrors, 'catalog', 'c2')).toBe(1);
  expect(await count(serverRenderErrors, 'membership', 'm1')).toBe(0);
  expect(error).toHaveBeenCalledWith(
    expect.objectContaining({ part: 'catalog', version: 'c2', provider: 'membership', module: './PricingBlock' }),
    expect.stringContaining('charged to catalog, not membership'),
  );
  reportRenderError(request, thrown, { bases: BASES, versions: VERSIONS, componentStack: '\n    at Block' });
  expect(await count(serverRenderErrors, 'membership', 'm1')).toBe(1);
});
