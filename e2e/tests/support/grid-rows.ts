import type { Locator } from '@playwright/test';

/** A list's cards as the visitor sees them: how many sit in each row, and each card's width. */
export interface GridRows {
  /** Cards per row, top to bottom. */
  rows: number[];
  /** Each card's width, in whole pixels. */
  widths: number[];
}

/** How a grid (a ul/ol of cards) lays its items out: rows by their top edge. */
export function gridRows(list: Locator): Promise<GridRows> {
  return list.evaluate((element) => {
    const boxes = [...element.children].map((child) => child.getBoundingClientRect());
    const rows = new Map<number, number>();
    for (const box of boxes) rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
    return {
      rows: [...rows.entries()].sort(([a], [b]) => a - b).map(([, cards]) => cards),
      widths: boxes.map((box) => Math.round(box.width)),
    };
  });
}

/** A grid leaves no card alone in a row (unless it holds one card) and keeps every card one size. */
export function isBalanced({ rows, widths }: GridRows): boolean {
  const total = rows.reduce((sum, cards) => sum + cards, 0);
  return (total < 2 || rows.every((cards) => cards > 1)) && Math.max(...widths) - Math.min(...widths) <= 1;
}
