/** @jest-environment node */
import { negotiateEncoding } from './content-negotiation';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.2, gzip;q=0.8, identity;q=0.1', 'gzip'],
    ['identity, gzip;q=0.5', 'identity'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.5', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0.0, *', 'identity'],
    ['gzip, br;q=0', 'gzip'],
    ['br; q=0, gzip', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['identity;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
  ])('%p gets %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('falls back to no encoding when the client refuses identity and accepts none of ours', () => {
    expect(negotiateEncoding('identity;q=0')).toBe('identity');
    expect(negotiateEncoding('deflate, identity;q=0')).toBe('identity');
  });
});
