import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateServerHtml } from '@shared-data/testing';
import { renderToString } from 'react-dom/server';
import {
  createRegionStore,
  initRegion,
  RegionProvider,
  regionStore,
  useRegion,
  type RegionStore,
} from './region-store';

function clearRegionCookie() {
  document.cookie = 'user_location=; max-age=0; path=/';
}

/** A stand-in document that records the exact string written to document.cookie. */
function recordingDocument(initialCookie = ''): Document & { written: string[] } {
  const written: string[] = [];
  let cookie = initialCookie;
  return {
    written,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
      cookie = value.split(';')[0] ?? '';
    },
  } as unknown as Document & { written: string[] };
}

beforeEach(() => {
  clearRegionCookie();
  regionStore.setState({ region: 'GLOBAL' });
});

afterEach(() => {
  jest.restoreAllMocks();
  clearRegionCookie();
});

/** The browser's clock at UTC+05:30 and its time zone named `timeZone`. */
function browserAtIndiaTime(timeZone: string) {
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
  jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(() => ({ resolvedOptions: () => ({ timeZone }) }) as Intl.DateTimeFormat);
}

describe('initRegion', () => {
  it('sets user_location=IN for a visitor in Asia/Kolkata', () => {
    expect(document.cookie).not.toContain('user_location');
    expect(initRegion(document, 'Asia/Kolkata')).toBe('IN');
    expect(document.cookie).toContain('user_location=IN');
    expect(regionStore.getState()).toMatchObject({ region: 'IN' });
  });

  it('sets user_location=GLOBAL for a visitor in America/New_York', () => {
    expect(initRegion(document, 'America/New_York')).toBe('GLOBAL');
    expect(document.cookie).toContain('user_location=GLOBAL');
    expect(regionStore.getState()).toMatchObject({ region: 'GLOBAL' });
  });

  it('leaves an existing cookie alone and uses its value', () => {
    document.cookie = 'user_location=GLOBAL; path=/';
    expect(initRegion(document, 'Asia/Kolkata')).toBe('GLOBAL');
    expect(document.cookie).toContain('user_location=GLOBAL');
    expect(document.cookie).not.toContain('user_location=IN');
    expect(regionStore.getState().region).toBe('GLOBAL');
  });

  it('never writes the cookie when one is present', () => {
    const doc = recordingDocument('user_location=IN');
    expect(initRegion(doc, 'America/New_York')).toBe('IN');
    expect(doc.written).toEqual([]);
  });

  it('writes the cookie once, for 365 days on the whole site', () => {
    const doc = recordingDocument();
    initRegion(doc, 'Asia/Calcutta');
    expect(doc.written).toEqual(['user_location=IN; max-age=31536000; path=/; SameSite=Lax']);
    initRegion(doc, 'America/New_York');
    expect(doc.written).toHaveLength(1);
    expect(regionStore.getState().region).toBe('IN');
  });

  it('replaces an invalid cookie value with the time-zone region', () => {
    const doc = recordingDocument('user_location=US');
    expect(initRegion(doc, 'Europe/Berlin')).toBe('GLOBAL');
    expect(doc.written).toEqual(['user_location=GLOBAL; max-age=31536000; path=/; SameSite=Lax']);
  });

  it('reads the browser time zone when none is passed', () => {
    browserAtIndiaTime('Asia/Calcutta');
    expect(initRegion(document)).toBe('IN');
    expect(document.cookie).toContain('user_location=IN');
  });

  it('gives GLOBAL without reading the zone name (the locale data) where the clock is not at UTC+05:30', () => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
    const zoneName = jest.spyOn(Intl, 'DateTimeFormat');
    expect(initRegion(document)).toBe('GLOBAL');
    expect(document.cookie).toContain('user_location=GLOBAL');
    expect(zoneName).not.toHaveBeenCalled();
  });

  it('reads the zone name at UTC+05:30, which Sri Lanka shares', () => {
    browserAtIndiaTime('Asia/Colombo');
    expect(initRegion(document)).toBe('GLOBAL');
  });

  it('falls back to GLOBAL when the browser time zone cannot be read', () => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new Error('Intl unavailable');
    });
    expect(initRegion(document)).toBe('GLOBAL');
  });
});

describe('useRegion', () => {
  it('returns the current region and re-renders when it changes', () => {
    const { result } = renderHook(() => useRegion());
    expect(result.current).toBe('GLOBAL');
    act(() => regionStore.getState().setRegion('IN'));
    expect(result.current).toBe('IN');
  });
});

describe('hydrating a page the server rendered for India', () => {
  function Price() {
    return createElement('p', null, useRegion() === 'IN' ? '₹799' : '$9.99');
  }
  const page = (store: RegionStore) => createElement(RegionProvider, { store, children: createElement(Price) });

  const hydrate = (serverRegion: 'IN' | 'GLOBAL', browserStore: RegionStore) =>
    hydrateServerHtml(renderToString(page(createRegionStore(serverRegion))), page(browserStore));

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the server region first, even in a store created as GLOBAL', async () => {
    const browserStore = createRegionStore('GLOBAL');
    browserStore.getState().startFrom('IN');
    const { container, recovered } = await hydrate('IN', browserStore);
    expect(recovered).toEqual([]);
    expect(container).toHaveTextContent('₹799');
  });

  it('a region found while the page hydrates shows right after, without a mismatch', async () => {
    const browserStore = createRegionStore('GLOBAL');
    browserStore.getState().startFrom('GLOBAL');
    // The time-zone rule ran before this part of the page hydrated.
    browserStore.getState().setRegion('IN');
    const { container, recovered } = await hydrate('GLOBAL', browserStore);
    expect(recovered).toEqual([]);
    expect(container).toHaveTextContent('₹799');
  });
});
