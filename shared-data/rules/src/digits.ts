/**
 * Numbers written the way the site writes them, without `Intl`: the first `Intl` formatter a page
 * makes loads the browser's locale data (12-40 ms on the main thread here, in one piece), and the
 * site needs only three fixed forms, which these functions write exactly as `Intl` would.
 */

/**
 * The digits of a whole number, grouped: in thousands ('1,234,567'), or the Indian way, the last
 * three digits and then pairs ('12,34,567').
 */
export function groupDigits(whole: number, grouping: 'thousands' | 'indian' = 'thousands'): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const sign = whole < 0 ? '-' : '';
  if (grouping === 'thousands') return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',');
  // The last three digits, then pairs before them.
  return sign + digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
}

/** A number with its whole part grouped in thousands and at most `maxFractionDigits` decimals, trailing zeros dropped. */
export function formatDecimal(value: number, maxFractionDigits = 3): string {
  if (Number.isInteger(value)) return groupDigits(value);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${groupDigits(Number(whole))}${decimals ? `.${decimals}` : ''}`;
}

/** Dollars with two decimals: '$1,499.50'. */
export function formatDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const decimals = String(cents % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}$${groupDigits(Math.floor(cents / 100))}.${decimals}`;
}

/** Whole rupees, grouped the Indian way: '₹1,19,999'. */
export function formatRupees(amount: number): string {
  const rupees = Math.round(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}₹${groupDigits(rupees, 'indian')}`;
}
