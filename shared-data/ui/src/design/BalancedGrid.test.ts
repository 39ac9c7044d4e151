import { balancedGridClasses, balancedRows } from './BalancedGrid';

describe('the balanced grid', () => {
  it('lays cards out in rows as even as they can be, the fuller first, never one card alone', () => {
    expect(balancedRows(10, 3)).toEqual([3, 3, 2, 2]);
    expect(balancedRows(5, 3)).toEqual([3, 2]);
    expect(balancedRows(2, 3)).toEqual([2]);
    expect(balancedRows(9, 3)).toEqual([3, 3, 3]);
    expect(balancedRows(7, 4)).toEqual([4, 3]);
    expect(balancedRows(1, 3)).toEqual([1]);
    expect(balancedRows(0, 3)).toEqual([]);
    for (let count = 2; count <= 40; count += 1)
      for (const columns of [3, 4]) {
        const rows = balancedRows(count, columns);
        expect(rows.reduce((sum, cards) => sum + cards, 0)).toBe(count);
        expect(Math.min(...rows)).toBeGreaterThan(1);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
      }
  });

  it('starts each shorter row half a column in per missing card, so it sits centred', () => {
    // Identity class names under Jest: each is its key in Layout.module.css.
    const grid = balancedGridClasses(10, { sm: 2, lg: 3, gap: 4 }, 'mine');
    expect(grid.list.split(' ')).toEqual(['grid', 'gap4', 'balancedSm2', 'balancedLg3', 'mine']);
    // 3, 3, 2, 2 from 64rem: the 7th and 9th cards start their rows at the 2nd half-column.
    expect([...Array(10).keys()].map((index) => grid.item(index))).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
      'balancedLgAt2',
      '',
      'balancedLgAt2',
      '',
    ]);
    // 5 cards in 2 columns (tablets): 2, 2, 1, the last centred.
    expect(balancedGridClasses(5, { sm: 2, lg: 3 }).item(4, 'card')).toBe('balancedSmAt2 card');
    expect(balancedGridClasses(2, { lg: 3 }).item(0)).toBe('balancedLgAt2');
  });
});
