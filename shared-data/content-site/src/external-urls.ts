/** The course-delivery platform, where courses are taken and bought. */
export const COURSE_PLATFORM_URL = 'https://learn.codeyatra.com';

/** Every external address the site links to or redirects to. */
export const EXTERNAL_URLS = {
  coursePlatform: COURSE_PLATFORM_URL,
  authenticate: `${COURSE_PLATFORM_URL}/learn/account/signin`,
  myProfile: `${COURSE_PLATFORM_URL}/learn/account/profile`,
  certificateVerification: `${COURSE_PLATFORM_URL}/learn/certificate/verify`,
  blog: 'https://blog.codeyatra.com',
  chatSupport: 'https://wa.me/919829012345',
  supportEmail: 'support@codeyatra.com',
  checkoutYearly: 'https://pay.codeyatra.com/checkout/membership-yearly',
  checkoutYearlyIndia: 'https://pay.codeyatra.com/checkout/membership-yearly-in',
  checkoutLifetime: 'https://pay.codeyatra.com/checkout/membership-lifetime',
  checkoutLifetimeIndia: 'https://pay.codeyatra.com/checkout/membership-lifetime-in',
} as const;
