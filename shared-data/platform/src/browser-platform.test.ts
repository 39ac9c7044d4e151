import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLocations } from '@shared-data/contracts';
import { createBrowserPlatform } from './browser-platform';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerShared: jest.fn(),
}));

const LOCATIONS = {
  catalog: 'http://localhost:3001/v/c1/mf-manifest.json',
  membership: 'http://localhost:3002/v/m1/mf-manifest.json',
  learn: 'http://localhost:3003/v/l1/mf-manifest.json',
  dashboard: 'http://localhost:3004/v/d1/mf-manifest.json',
} as RemoteLocations;

/** The times the membership remote was registered again with force (its entry loaded afresh). */
const forcedReloads = () =>
  jest
    .mocked(registerRemotes)
    .mock.calls.filter(([remotes, options]) => options?.force && remotes[0]?.name === 'membership').length;

beforeEach(() => jest.clearAllMocks());

test("a retry of a module the remote does not expose asks the same container again: the remote's entry is not reloaded", async () => {
  jest.mocked(loadRemote).mockRejectedValue(new Error('Module "./PricingBlok" does not exist in container.'));
  const platform = createBrowserPlatform(LOCATIONS);
  await expect(platform.loadModule('membership', './PricingBlok' as never, 0)).rejects.toThrow('does not exist');
  await expect(platform.loadModule('membership', './PricingBlok' as never, 1)).rejects.toThrow('does not exist');
  expect(jest.mocked(loadRemote)).toHaveBeenCalledTimes(2);
  expect(forcedReloads()).toBe(0);
});

test("a retry after the remote's own failure loads its entry afresh", async () => {
  jest
    .mocked(loadRemote)
    .mockRejectedValueOnce(new Error('Failed to load script'))
    .mockResolvedValueOnce({ default: 1 });
  const platform = createBrowserPlatform(LOCATIONS);
  await expect(platform.loadModule('membership', './PricingBlock', 0)).rejects.toThrow('Failed to load script');
  await expect(platform.loadModule('membership', './PricingBlock', 1)).resolves.toEqual({ default: 1 });
  expect(forcedReloads()).toBe(1);
});
