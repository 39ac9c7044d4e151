import type { Company } from '@shared-data/rules';
import googleLogo from './assets/companies/google.svg';
import metaLogo from './assets/companies/meta.svg';
import netflixLogo from './assets/companies/netflix.svg';
import atlassianLogo from './assets/companies/atlassian.svg';
import shopifyLogo from './assets/companies/shopify.svg';
import accentureLogo from './assets/companies/accenture.svg';
import swiggyLogo from './assets/companies/swiggy.svg';
import razorpayLogo from './assets/companies/razorpay.svg';

/**
 * Employers of our students, shown in the home page's partner wall (24 companies). A company's mark
 * is simple-icons' where the set has one (its file is a recipe the build draws:
 * @shared-data/tooling's bundling/imagery); the others are their name set as a wordmark: the set dropped
 * Microsoft, Amazon, Oracle and others at their owners' request, and a mark that is itself
 * lettering (SAP, Infosys, TCS, Wipro, Zomato, Paytm, Uber, Grab) would only repeat the printed name
 * (Wipro's is its name in a ring of dots: at a mark's size, a grey disc with illegible letters).
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
  { name: 'SAP' },
  { name: 'Infosys' },
  { name: 'TCS' },
  { name: 'Wipro' },
  { name: 'Accenture', logoUrl: accentureLogo },
  { name: 'Deloitte' },
  { name: 'Flipkart' },
  { name: 'Swiggy', logoUrl: swiggyLogo },
  { name: 'Zomato' },
  { name: 'Razorpay', logoUrl: razorpayLogo },
  { name: 'Paytm' },
  { name: 'Uber' },
  { name: 'Grab' },
];
