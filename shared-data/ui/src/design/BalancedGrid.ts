import styles from './Layout.module.css';
import { gridClass, type LayoutGap } from './Layout';

/**
 * The rows a list of `count` cards takes in `columns` columns, as even as they can be: as many rows
 * as full rows would need, the fuller ones first, so no row holds a lone card while another holds
 * more (10 in 3 columns: 3, 3, 2, 2; 5: 3, 2; 2: 2).
 */
export function balancedRows(count: number, columns: number): number[] {
  if (count <= 0 || columns <= 0) return [];
  const rows = Math.ceil(count / columns);
  const even = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => even + (row < fuller ? 1 : 0));
}

/** Per card, the half-column its row starts at (its row centred), or null where it follows on. */
function rowStarts(count: number, columns: number): (number | null)[] {
  const starts: (number | null)[] = [];
  for (const cards of balancedRows(count, columns)) {
    const short = columns - cards;
    starts.push(short > 0 ? 1 + short : null, ...Array<null>(cards - 1).fill(null));
  }
  return starts;
}

export interface BalancedGridLook {
  /** Columns from 40rem (tablets); one below. */
  sm?: 2 | 3;
  /** Columns from 64rem (desktops). */
  lg?: 2 | 3 | 4;
  gap?: LayoutGap;
  gapSm?: 4 | 5;
  gapLg?: 4 | 5;
}

export interface BalancedGridClasses {
  /** The list's (ul/ol) class names. */
  list: string;
  /** The class names of the list's card at `index` (its li). */
  item: (index: number, extra?: string) => string;
}

const join = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A grid of same-size cards whose rows never leave one card alone: `count` cards laid out in the
 * columns of each breakpoint, in rows as even as they can be (`balancedRows`), a shorter row centred
 * under the fuller ones. Every card keeps one column's width. Weightless, as `gridClass`.
 *
 *   const grid = balancedGridClasses(courses.length, { sm: 2, lg: 3, gap: 4 });
 *   <ul className={grid.list}>{courses.map((c, i) => <li key={c.id} className={grid.item(i)}>…</li>)}</ul>
 */
export function balancedGridClasses(
  count: number,
  { sm, lg, gap, gapSm, gapLg }: BalancedGridLook = {},
  extra?: string,
): BalancedGridClasses {
  const smStarts = sm ? rowStarts(count, sm) : [];
  const lgStarts = lg ? rowStarts(count, lg) : [];
  const at = (breakpoint: 'Sm' | 'Lg', start: number | null | undefined) =>
    start ? styles[`balanced${breakpoint}At${start}`] : null;
  return {
    list: gridClass(
      { gap, gapSm, gapLg },
      join(sm && styles[`balancedSm${sm}`], lg && styles[`balancedLg${lg}`], extra),
    ),
    item: (index, itemExtra) => join(at('Sm', smStarts[index]), at('Lg', lgStarts[index]), itemExtra),
  };
}
