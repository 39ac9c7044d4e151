import { formatPrice, type Plan, type Region } from 'shared-data';

/** What one plan card shows and links to in the visitor's region. */
export interface PlanOffer {
  /** The price to pay now, formatted: '₹2,999' or '$69.99'. */
  price: string;
  /** The struck-through list price, when the plan is on offer. */
  listPrice: string | null;
  /** '/year' for the yearly plan, 'one-time' for the lifetime plan. */
  intervalText: string;
  checkoutUrl: string;
}

const INTERVAL_TEXT: Record<Plan['interval'], string> = {
  year: '/year',
  'one-time': 'one-time',
};

/** IN pays in rupees at the India checkout; everyone else pays in dollars at the global checkout. */
export function planOffer(plan: Plan, region: Region): PlanOffer {
  const india = region === 'IN';
  const listAmount = india ? plan.originalPriceIndia : plan.originalPrice;
  return {
    price: formatPrice(india ? plan.priceIndia : plan.price, region),
    listPrice: listAmount === undefined ? null : formatPrice(listAmount, region),
    intervalText: INTERVAL_TEXT[plan.interval],
    checkoutUrl: india ? plan.checkoutUrlIndia : plan.checkoutUrl,
  };
}
