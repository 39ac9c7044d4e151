/**
 * @jest-environment node
 */
import { LoadedValues } from './loaded-values';

describe('LoadedValues', () => {
  it('keeps what renders loaded per set of versions, adding to it', () => {
    const loaded = new LoadedValues();
    expect(loaded.for('catalog@v1').size).toBe(0);
    loaded.remember('catalog@v1', new Map([['course-detail/python', 1]]));
    loaded.remember('catalog@v1', new Map([['course-detail/react', 2]]));
    expect([...loaded.for('catalog@v1')]).toEqual([
      ['course-detail/python', 1],
      ['course-detail/react', 2],
    ]);
    // Another deploy starts afresh.
    expect(loaded.for('catalog@v2').size).toBe(0);
  });

  it('drops a set of versions no render used for a while', () => {
    const clock = { time: 1000, now: () => clock.time };
    const loaded = new LoadedValues(clock);
    loaded.remember('catalog@v1', new Map([['course-detail/python', 1]]));
    clock.time += 20_000;
    expect(loaded.for('catalog@v1').size).toBe(1);
    // Used 20 s ago: kept 30 s from then.
    clock.time += 20_000;
    expect(loaded.for('catalog@v1').size).toBe(1);
    clock.time += 31_000;
    expect(loaded.for('catalog@v1').size).toBe(0);
  });
});
