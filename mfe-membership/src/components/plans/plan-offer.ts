import { formatPrice, type Plan, type Region } from '@shared-data/rules';

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

/**
 * The plan-price rule, the one place it is written: IN pays in rupees, everyone else in dollars.
 * `list` is the struck-through list price, when the plan is on offer.
 */
export function planAmounts(plan: Plan, region: Region): { price: number; list: number | undefined } {
  return region === 'IN'
    ? { price: plan.priceIndia, list: plan.originalPriceIndia }
    : { price: plan.price, list: plan.originalPrice };
}

/** What a plan costs and where it is bought: IN at the India checkout, everyone else at the global one. */
export function planOffer(plan: Plan, region: Region): PlanOffer {
  const india = region === 'IN';
  const amounts = planAmounts(plan, region);
  return {
    price: formatPrice(amounts.price, region),
    listPrice: amounts.list === undefined ? null : formatPrice(amounts.list, region),
    intervalText: INTERVAL_TEXT[plan.interval],
    checkoutUrl: india ? plan.checkoutUrlIndia : plan.checkoutUrl,
  };
}
