/**
 * The membership policies of spec section 9, as one-line notes beside the plans. The full answers
 * live in `membershipFaqs` (shared-data); these are their summaries.
 */
export const MEMBERSHIP_POLICIES: readonly string[] = [
  'Upgrade from yearly to lifetime at any time; within 7 days you pay only the difference, via a link from support.',
  'All purchases are final: no refunds, so watch the free previews first.',
  'Lessons stream on any device; they cannot be downloaded for offline viewing.',
  'Pay by card, wallet, UPI or local methods, processed securely by Stripe and Razorpay.',
  'Support replies within 24 hours.',
];
