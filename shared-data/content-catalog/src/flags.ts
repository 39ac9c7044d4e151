/**
 * Country flags of the testimonials, shipped with the site (4:3 SVGs from the flag-icons package),
 * so no page depends on an external image host.
 */
import aeFlag from 'flag-icons/flags/4x3/ae.svg';
import auFlag from 'flag-icons/flags/4x3/au.svg';
import brFlag from 'flag-icons/flags/4x3/br.svg';
import caFlag from 'flag-icons/flags/4x3/ca.svg';
import deFlag from 'flag-icons/flags/4x3/de.svg';
import gbFlag from 'flag-icons/flags/4x3/gb.svg';
import ghFlag from 'flag-icons/flags/4x3/gh.svg';
import inFlag from 'flag-icons/flags/4x3/in.svg';
import itFlag from 'flag-icons/flags/4x3/it.svg';
import krFlag from 'flag-icons/flags/4x3/kr.svg';
import maFlag from 'flag-icons/flags/4x3/ma.svg';
import mxFlag from 'flag-icons/flags/4x3/mx.svg';
import ngFlag from 'flag-icons/flags/4x3/ng.svg';
import npFlag from 'flag-icons/flags/4x3/np.svg';
import sgFlag from 'flag-icons/flags/4x3/sg.svg';
import usFlag from 'flag-icons/flags/4x3/us.svg';

const FLAGS: Readonly<Record<string, string>> = {
  ae: aeFlag,
  au: auFlag,
  br: brFlag,
  ca: caFlag,
  de: deFlag,
  gb: gbFlag,
  gh: ghFlag,
  in: inFlag,
  it: itFlag,
  kr: krFlag,
  ma: maFlag,
  mx: mxFlag,
  ng: ngFlag,
  np: npFlag,
  sg: sgFlag,
  us: usFlag,
};

/** The flag image of a country (ISO 3166-1 alpha-2 code, any case); undefined when none ships. */
export function flagUrl(countryCode: string): string | undefined {
  return FLAGS[countryCode.toLowerCase()];
}
