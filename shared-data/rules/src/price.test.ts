import { enrollUrlFor, formatPrice, regionalPrices } from './price';

describe('formatPrice', () => {
  it('formats Indian prices in rupees with no decimals', () => {
    expect(formatPrice(11999, 'IN')).toBe('₹11,999');
    expect(formatPrice(799, 'IN')).toBe('₹799');
  });

  it('uses Indian digit grouping (lakhs) for large rupee amounts', () => {
    expect(formatPrice(119999, 'IN')).toBe('₹1,19,999');
    expect(formatPrice(1234567, 'IN')).toBe('₹12,34,567');
  });

  it('formats everyone else in dollars with two decimals', () => {
    expect(formatPrice(24.99, 'GLOBAL')).toBe('$24.99');
    expect(formatPrice(9.99, 'GLOBAL')).toBe('$9.99');
    expect(formatPrice(10, 'GLOBAL')).toBe('$10.00');
    expect(formatPrice(1499.5, 'GLOBAL')).toBe('$1,499.50');
  });
});

describe('regionalPrices', () => {
  const item = { originalPrice: 149.99, discountedPrice: 24.99, originalPriceIndia: 11999, discountedPriceIndia: 1999 };

  it('uses the rupee prices for IN', () => {
    expect(regionalPrices(item, 'IN')).toEqual({ original: '₹11,999', discounted: '₹1,999' });
  });

  it('uses the dollar prices for GLOBAL', () => {
    expect(regionalPrices(item, 'GLOBAL')).toEqual({ original: '$149.99', discounted: '$24.99' });
  });
});

describe('enrollUrlFor', () => {
  const item = { enrollUrl: 'https://example.com/usd', enrollUrlIndia: 'https://example.com/inr' };

  it('picks the INR link for IN and the USD link for everyone else', () => {
    expect(enrollUrlFor(item, 'IN')).toBe('https://example.com/inr');
    expect(enrollUrlFor(item, 'GLOBAL')).toBe('https://example.com/usd');
  });
});
