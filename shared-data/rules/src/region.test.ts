import {
  REGION_COOKIE,
  REGION_COOKIE_MAX_AGE_SECONDS,
  isRegion,
  readRegionCookie,
  regionCookieString,
  regionFromTimeZone,
} from './region';

describe('regionFromTimeZone', () => {
  it.each(['Asia/Kolkata', 'Asia/Calcutta'])('gives IN for %s', (timeZone) => {
    expect(regionFromTimeZone(timeZone)).toBe('IN');
  });

  it.each(['America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Asia/Karachi', 'UTC'])(
    'gives GLOBAL for %s',
    (timeZone) => {
      expect(regionFromTimeZone(timeZone)).toBe('GLOBAL');
    },
  );

  it('gives GLOBAL when the time zone is unknown', () => {
    expect(regionFromTimeZone(undefined)).toBe('GLOBAL');
    expect(regionFromTimeZone(null)).toBe('GLOBAL');
    expect(regionFromTimeZone('')).toBe('GLOBAL');
  });
});

describe('isRegion', () => {
  it('accepts only IN and GLOBAL', () => {
    expect(isRegion('IN')).toBe(true);
    expect(isRegion('GLOBAL')).toBe(true);
    expect(isRegion('US')).toBe(false);
    expect(isRegion('in')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });
});

describe('readRegionCookie', () => {
  it('reads the user_location cookie among others', () => {
    expect(readRegionCookie('theme=dark; user_location=IN; session=abc')).toBe('IN');
    expect(readRegionCookie('user_location=GLOBAL')).toBe('GLOBAL');
  });

  it('returns null when the cookie is absent', () => {
    expect(readRegionCookie('')).toBeNull();
    expect(readRegionCookie('theme=dark; session=abc')).toBeNull();
    expect(readRegionCookie('old_user_location=IN')).toBeNull();
  });

  it('returns null when the value is not a region', () => {
    expect(readRegionCookie('user_location=US')).toBeNull();
    expect(readRegionCookie('user_location=')).toBeNull();
  });
});

describe('regionCookieString', () => {
  it('stores the region for 365 days on the whole site', () => {
    expect(REGION_COOKIE).toBe('user_location');
    expect(REGION_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(regionCookieString('IN')).toBe('user_location=IN; max-age=31536000; path=/; SameSite=Lax');
    expect(regionCookieString('GLOBAL')).toBe('user_location=GLOBAL; max-age=31536000; path=/; SameSite=Lax');
  });

  it('round-trips through readRegionCookie', () => {
    const written = regionCookieString('IN').split(';')[0] ?? '';
    expect(readRegionCookie(written)).toBe('IN');
  });
});
