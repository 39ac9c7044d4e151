import type { Company } from '@shared-data/rules';
import googleLogo from './assets/companies/google.svg';
import metaLogo from './assets/companies/meta.svg';
import netflixLogo from './assets/companies/netflix.svg';
import atlassianLogo from './assets/companies/atlassian.svg';
import shopifyLogo from './assets/companies/shopify.svg';
import sapLogo from './assets/companies/sap.svg';
import infosysLogo from './assets/companies/infosys.svg';
import tcsLogo from './assets/companies/tcs.svg';
import wiproLogo from './assets/companies/wipro.svg';
import accentureLogo from './assets/companies/accenture.svg';
import swiggyLogo from './assets/companies/swiggy.svg';
import zomatoLogo from './assets/companies/zomato.svg';
import razorpayLogo from './assets/companies/razorpay.svg';
import paytmLogo from './assets/companies/paytm.svg';
import uberLogo from './assets/companies/uber.svg';
import grabLogo from './assets/companies/grab.svg';

/**
 * Employers of our students, shown in the home page's partner wall (24 companies). A company's mark
 * is simple-icons' where the set has one (its file is a recipe the build draws:
 * @shared-data/tooling's build/imagery); the others have none (the set dropped Microsoft, Amazon,
 * Oracle and others at their owners' request), and the wall sets their name as a wordmark.
 */
export const companies: Company[] = [
  { name: 'Google', logoUrl: googleLogo },
  { name: 'Microsoft' },
  { name: 'Amazon' },
  { name: 'Meta', logoUrl: metaLogo },
  { name: 'Netflix', logoUrl: netflixLogo },
  { name: 'Adobe' },
  { name: 'Atlassian', logoUrl: atlassianLogo },
  { name: 'Shopify', logoUrl: shopifyLogo },
  { name: 'Salesforce' },
  { name: 'Oracle' },
  { name: 'IBM' },
  { name: 'SAP', logoUrl: sapLogo },
  { name: 'Infosys', logoUrl: infosysLogo },
  { name: 'TCS', logoUrl: tcsLogo },
  { name: 'Wipro', logoUrl: wiproLogo },
  { name: 'Accenture', logoUrl: accentureLogo },
  { name: 'Deloitte' },
  { name: 'Flipkart' },
  { name: 'Swiggy', logoUrl: swiggyLogo },
  { name: 'Zomato', logoUrl: zomatoLogo },
  { name: 'Razorpay', logoUrl: razorpayLogo },
  { name: 'Paytm', logoUrl: paytmLogo },
  { name: 'Uber', logoUrl: uberLogo },
  { name: 'Grab', logoUrl: grabLogo },
];
