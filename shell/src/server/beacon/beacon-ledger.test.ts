/**
 * @jest-environment node
 */
import { BeaconLedger, PAGE_EVENT_LIMIT } from './beacon-ledger';

let clock = 0;
const ledger = (maxPages = 1000) => new BeaconLedger(60, 60_000, maxPages, () => clock);

beforeEach(() => {
  clock = 0;
});

test("a page view's events are counted up to its allowance, each report once", () => {
  const pages = ledger();
  expect(pages.page('a', PAGE_EVENT_LIMIT - 1, ['error learn v2', 'error learn v2'])).toEqual({
    ok: true,
    fresh: [true, false],
  });
  expect(pages.page('a', 2, ['error learn v2'])).toEqual({ ok: false, fresh: [false] });
  expect(pages.page('a', 1, ['INP learn v2'])).toEqual({ ok: true, fresh: [true] });
  // Another page view has its own.
  expect(pages.page('b', 1, ['error learn v2'])).toEqual({ ok: true, fresh: [true] });
});

test('memory is bounded: past its lifetime or past maxPages, the oldest page views are forgotten', () => {
  const pages = ledger(2);
  pages.page('a', 1, ['error learn v2']);
  pages.page('b', 1, ['error learn v2']);
  pages.page('c', 1, ['error learn v2']);
  expect(pages.page('c', 1, ['error learn v2']).fresh).toEqual([false]);
  expect(pages.page('a', 1, ['error learn v2']).fresh).toEqual([true]);
  clock += 60_000;
  expect(pages.page('a', 1, ['error learn v2']).fresh).toEqual([true]);
});
