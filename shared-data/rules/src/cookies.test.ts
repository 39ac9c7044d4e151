import { readCookie, readRawCookie } from './cookies';
import { readRegionCookie } from './region';

describe('readCookie', () => {
  it('reads the first cookie of that name, decoded', () => {
    expect(readCookie('a=1; name=caf%C3%A9; name=2', 'name')).toBe('café');
    expect(readCookie('a=1', 'name')).toBeNull();
  });

  it('takes a value that cannot be decoded as absent, never throwing', () => {
    for (const value of ['%', '%zz', '%E0%A4%A', 'a%']) {
      expect(readCookie(`name=${value}`, 'name')).toBeNull();
      expect(readRawCookie(`name=${value}`, 'name')).toBe(value);
    }
    expect(readRegionCookie('user_location=%')).toBeNull();
  });
});
