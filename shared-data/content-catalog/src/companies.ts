import type { Company } from '@shared-data/rules';
import googleLogo from './assets/companies/google.svg';
import microsoftLogo from './assets/companies/microsoft.svg';
import amazonLogo from './assets/companies/amazon.svg';
import metaLogo from './assets/companies/meta.svg';
import netflixLogo from './assets/companies/netflix.svg';
import adobeLogo from './assets/companies/adobe.svg';
import atlassianLogo from './assets/companies/atlassian.svg';
import shopifyLogo from './assets/companies/shopify.svg';
import salesforceLogo from './assets/companies/salesforce.svg';
import oracleLogo from './assets/companies/oracle.svg';
import ibmLogo from './assets/companies/ibm.svg';
import sapLogo from './assets/companies/sap.svg';
import infosysLogo from './assets/companies/infosys.svg';
import tcsLogo from './assets/companies/tcs.svg';
import wiproLogo from './assets/companies/wipro.svg';
import accentureLogo from './assets/companies/accenture.svg';
import deloitteLogo from './assets/companies/deloitte.svg';
import flipkartLogo from './assets/companies/flipkart.svg';
import swiggyLogo from './assets/companies/swiggy.svg';
import zomatoLogo from './assets/companies/zomato.svg';
import razorpayLogo from './assets/companies/razorpay.svg';
import paytmLogo from './assets/companies/paytm.svg';
import uberLogo from './assets/companies/uber.svg';
import grabLogo from './assets/companies/grab.svg';

/** Employers of our students, shown in the home page logo strip (24 logos). */
export const companies: Company[] = [
  { name: 'Google', logoUrl: googleLogo },
  { name: 'Microsoft', logoUrl: microsoftLogo },
  { name: 'Amazon', logoUrl: amazonLogo },
  { name: 'Meta', logoUrl: metaLogo },
  { name: 'Netflix', logoUrl: netflixLogo },
  { name: 'Adobe', logoUrl: adobeLogo },
  { name: 'Atlassian', logoUrl: atlassianLogo },
  { name: 'Shopify', logoUrl: shopifyLogo },
  { name: 'Salesforce', logoUrl: salesforceLogo },
  { name: 'Oracle', logoUrl: oracleLogo },
  { name: 'IBM', logoUrl: ibmLogo },
  { name: 'SAP', logoUrl: sapLogo },
  { name: 'Infosys', logoUrl: infosysLogo },
  { name: 'TCS', logoUrl: tcsLogo },
  { name: 'Wipro', logoUrl: wiproLogo },
  { name: 'Accenture', logoUrl: accentureLogo },
  { name: 'Deloitte', logoUrl: deloitteLogo },
  { name: 'Flipkart', logoUrl: flipkartLogo },
  { name: 'Swiggy', logoUrl: swiggyLogo },
  { name: 'Zomato', logoUrl: zomatoLogo },
  { name: 'Razorpay', logoUrl: razorpayLogo },
  { name: 'Paytm', logoUrl: paytmLogo },
  { name: 'Uber', logoUrl: uberLogo },
  { name: 'Grab', logoUrl: grabLogo },
];
