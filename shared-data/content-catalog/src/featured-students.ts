import type { Testimonial } from '@shared-data/rules';
import avatar01 from './assets/avatars/01.svg';
import avatar02 from './assets/avatars/02.svg';
import avatar03 from './assets/avatars/03.svg';
import avatar04 from './assets/avatars/04.svg';
import avatar05 from './assets/avatars/05.svg';
import avatar06 from './assets/avatars/06.svg';
import avatar07 from './assets/avatars/07.svg';
import avatar08 from './assets/avatars/08.svg';

export type FeaturedStudent = Pick<Testimonial, 'id' | 'name' | 'imageUrl'>;

/**
 * Who wrote the first eight student stories, in order (featured-testimonials.ts spreads each into
 * its story). A module of its own: the home page's hero shows their faces without carrying the
 * stories, which arrive further down the page.
 */
export const FEATURED_STUDENTS = [
  { id: 1, name: 'Priya Sharma', imageUrl: avatar01 },
  { id: 2, name: 'Daniel Okafor', imageUrl: avatar02 },
  { id: 3, name: 'Emily Carter', imageUrl: avatar03 },
  { id: 4, name: 'Rohan Verma', imageUrl: avatar04 },
  { id: 5, name: 'Sujan Shrestha', imageUrl: avatar05 },
  { id: 6, name: 'Lukas Becker', imageUrl: avatar06 },
  { id: 7, name: 'Aisha Al Mansoori', imageUrl: avatar07 },
  { id: 8, name: 'Lucas Oliveira', imageUrl: avatar08 },
] as const satisfies readonly FeaturedStudent[];
