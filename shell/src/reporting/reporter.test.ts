import { startReporting } from './reporter';

// web-vitals is not what this test is about (and needs the browser's performance observers).
jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn() }));

const sent: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string) => sent.push(url),
  });
});
afterEach(() => {
  jest.useRealTimers();
});

/** The navigation's Server-Timing, as the server sent it with the page. */
const serverTiming = (entries: { name: string; description: string }[]) =>
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ serverTiming: entries }] : []),
  });

test("every beacon carries the page's token from the navigation's Server-Timing", () => {
  serverTiming([
    { name: 'other', description: 'x' },
    { name: 'cy-page', description: '1.abc.10.id.learn:v2.mac' },
  ]);
  startReporting({}).error(new Error('boom'));
  jest.advanceTimersByTime(1000);
  expect(sent).toEqual([`/_beacon?t=${encodeURIComponent('1.abc.10.id.learn:v2.mac')}`]);
});

test('a page without a token still reports (the server refuses it, counted as missing_token)', () => {
  serverTiming([]);
  startReporting({}).error(new Error('boom'));
  jest.advanceTimersByTime(1000);
  expect(sent).toEqual(['/_beacon?t=']);
});
