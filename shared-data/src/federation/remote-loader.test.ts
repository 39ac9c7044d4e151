import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadFederatedModule, remoteLocations, retryEntry } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const LOCATIONS = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  membership: 'http://localhost:3002/mf-manifest.json',
  learn: 'http://localhost:3003/mf-manifest.json',
  dashboard: 'http://localhost:3004/mf-manifest.json',
};

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

describe('remote loader', () => {
  beforeAll(() => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify(LOCATIONS), { status: 200 }));
  });

  it('reads remotes.json once and registers every remote from it', async () => {
    await expect(remoteLocations()).resolves.toEqual(LOCATIONS);
    await remoteLocations();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'catalog', entry: LOCATIONS.catalog },
      { name: 'membership', entry: LOCATIONS.membership },
      { name: 'learn', entry: LOCATIONS.learn },
      { name: 'dashboard', entry: LOCATIONS.dashboard },
    ]);
  });

  it('loads an exposed module by remote and name', async () => {
    mockedLoad.mockResolvedValueOnce({ default: 'page' });
    await expect(loadFederatedModule('catalog', './HomePage')).resolves.toEqual({ default: 'page' });
    expect(mockedLoad).toHaveBeenLastCalledWith('catalog/HomePage');
  });

  it('re-registers the remote with a fresh entry URL before a retry', async () => {
    mockedRegister.mockClear();
    mockedLoad.mockResolvedValueOnce({ default: 'page' });
    await loadFederatedModule('learn', './LearnPage', 2);
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'learn', entry: 'http://localhost:3003/mf-manifest.json?attempt=2' }],
      { force: true },
    );
  });

  it('treats an empty module as a failure', async () => {
    mockedLoad.mockResolvedValueOnce(null);
    await expect(loadFederatedModule('dashboard', './DashboardPage')).rejects.toThrow(
      'dashboard/DashboardPage loaded empty',
    );
  });

  it('keeps the entry, adding only the attempt marker', () => {
    expect(retryEntry('/catalog/mf-manifest.json', 1, 'https://codeyatra.com/courses')).toBe(
      'https://codeyatra.com/catalog/mf-manifest.json?attempt=1',
    );
  });
});
