/**
 * @jest-environment node
 */
import { visitorKey } from './visitor-key';

test.each([
  ['192.0.2.7', '192.0.2.7'],
  ['::ffff:192.0.2.7', '192.0.2.7'],
  ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
])('%s is counted as %s', (ip, key) => {
  expect(visitorKey(ip)).toBe(key);
});
