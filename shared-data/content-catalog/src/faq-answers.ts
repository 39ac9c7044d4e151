/**
 * Answers used in more than one list of questions (the FAQs page, the membership page, the course
 * and learning-path pages), written once. None of them quotes a price: the answers that do live
 * with the plans (faqs.ts), so a plan's price reaches only the membership team's pages.
 */
import { EXTERNAL_URLS } from '@shared-data/content-site';

export const SUPPORT_EMAIL = EXTERNAL_URLS.supportEmail;

export const ANSWERS = {
  upgrade: `Yes, you can upgrade from the yearly plan to the lifetime plan at any time. If you upgrade within 7 days of buying the yearly plan, you pay only the difference: write to ${SUPPORT_EMAIL} and we will send you a payment link for that amount.`,
  expiry:
    'Your access to the course library pauses when a yearly membership expires. Your progress, notes and earned certificates are kept, so when you renew or upgrade to lifetime you continue exactly where you left off.',
  refunds:
    'No. All purchases are final and we do not offer refunds, so please watch the free course previews and read the syllabus before you buy. If something is not working for you, write to support and we will do our best to help.',
  offline:
    'No. Lessons are streamed on the course platform and cannot be downloaded for offline viewing. They play on any device with an internet connection, including phones and tablets.',
  payments:
    'We accept credit and debit cards (Visa, Mastercard, American Express and RuPay), wallets such as Apple Pay, Google Pay and Paytm, UPI, net banking and other local payment methods. Payments are processed securely by Stripe for international customers and Razorpay in India; we never see or store your card details.',
  support: `Email ${SUPPORT_EMAIL} or message us through the chat link on any page. Our support team replies within 24 hours, usually much sooner.`,
  certificate:
    'Yes. Every course ends with a verifiable certificate of completion that shows your name, the completion date and a unique ID. It never expires, and employers can check it on our certificate verification page.',
  inaccessible: `First check that you are logged in with the same email address you used for the purchase, then look in the My Courses section of your account. If the course is still missing, contact support at ${SUPPORT_EMAIL} with your payment receipt and we will sort it out.`,
} as const;
