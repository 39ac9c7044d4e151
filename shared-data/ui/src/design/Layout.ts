import styles from './Layout.module.css';
import headings from './Heading.module.css';

export type LayoutGap = 1 | 2 | 3 | 4 | 5;

export interface GridLook {
  /** Columns on phones (default one). */
  base?: 1 | 2;
  /** Columns from 40rem (tablets). */
  sm?: 2 | 3;
  /** Columns from 64rem (desktops). */
  lg?: 3 | 4 | 5;
  /** The gap between cells, and where it grows: from 40rem, from 64rem. */
  gap?: LayoutGap;
  gapSm?: 4 | 5;
  gapLg?: 4 | 5;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A list's class names (ul/ol, no bullets, no indent) laid out in equal columns per breakpoint. */
export const gridClass = ({ base = 1, sm, lg, gap, gapSm, gapLg }: GridLook = {}, extra?: string) =>
  join(
    styles.grid,
    base === 2 && styles.base2,
    sm && styles[`sm${sm}`],
    lg && styles[`lg${lg}`],
    gap && styles[`gap${gap}`],
    gapSm && styles[`gapSm${gapSm}`],
    gapLg && styles[`gapLg${gapLg}`],
    extra,
  );

/** A stack's class names: its children in a column, a gap apart (a card's body). */
export const stackClass = (gap: LayoutGap, extra?: string) => join(styles.stack, styles[`gap${gap}`], extra);

/** A row's class names: a list (no bullets, no indent) whose items wrap, a gap apart (tags, facts). */
export const rowClass = (gap: LayoutGap, extra?: string) => join(styles.row, styles[`gap${gap}`], extra);

/** A spread's class names: its parts centred on a line, pushed to both ends, wrapping (a footer). */
export const spreadClass = (gap: LayoutGap, extra?: string) => join(styles.spread, styles[`gap${gap}`], extra);

/**
 * A split's class names: a text and its picture (or a panel) stacked on phones, centred beside each
 * other in the columns the part gives it from the width it chooses.
 */
export const splitClass = (extra?: string) => join(styles.split, extra);

export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl';

/** A heading's class names: no margin, the tight leading, a size of the type scale ('4xl': a page's title). */
export const headingClass = (size: HeadingSize, extra?: string) =>
  join(headings.heading, headings[size.length === 3 ? `xl${size[0]}` : size], extra);

export interface EyebrowLook {
  size: 'xs' | 'sm';
  /** The primary colour (else the caller's, or the text's). */
  primary?: boolean;
  /** Spaced wider (a section's heading, a dialog's). */
  wide?: boolean;
}

/** An eyebrow's class names: the short uppercase label over a title, no margin. */
export const eyebrowClass = ({ size, primary = false, wide = false }: EyebrowLook, extra?: string) =>
  join(headings.eyebrow, headings[size], primary && headings.eyebrowPrimary, wide && headings.eyebrowWide, extra);
