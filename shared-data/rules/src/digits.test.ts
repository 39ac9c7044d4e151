import { formatDecimal, formatDollars, formatRupees, groupDigits } from './digits';

/** What the browser's own formatters write, for the comparison below. */
const intl = {
  count: new Intl.NumberFormat('en-US'),
  dollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  rupees: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
};

describe('digits', () => {
  it('groups in thousands, or the Indian way (three, then pairs)', () => {
    expect(groupDigits(7)).toBe('7');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(1234567, 'indian')).toBe('12,34,567');
    expect(groupDigits(119999, 'indian')).toBe('1,19,999');
    expect(groupDigits(-4500)).toBe('-4,500');
  });

  it('writes dollars with two decimals and rupees whole', () => {
    expect(formatDollars(24.99)).toBe('$24.99');
    expect(formatDollars(10)).toBe('$10.00');
    expect(formatDollars(1499.5)).toBe('$1,499.50');
    expect(formatRupees(11999)).toBe('₹11,999');
    expect(formatRupees(799.4)).toBe('₹799');
  });

  it('writes every amount and count the site could show as Intl does', () => {
    const amounts = [
      0, 0.5, 1, 9.99, 14.99, 19.99, 24.99, 49.99, 59.99, 69.99, 99.99, 139.99, 149.99, 1234.56, 99999.99,
    ];
    for (const amount of amounts) expect(formatDollars(amount)).toBe(intl.dollars.format(amount));
    const rupees = [0, 799, 1199, 1999, 2999, 3999, 5999, 7999, 11999, 119999, 1234567, 98765432];
    for (const amount of rupees) expect(formatRupees(amount)).toBe(intl.rupees.format(amount));
    const counts = [0, 1, 15, 213, 1017, 12721, 100000, 25000000, 4.5, 4.75, 1234.5678];
    for (const count of counts) expect(formatDecimal(count)).toBe(intl.count.format(count));
  });
});
