import type { Testimonial } from '@shared-data/rules';

/**
 * Every student story, loaded on demand: for a section that shows more than the featured ones
 * (featured-testimonials.ts), so a page showing a few does not carry all of them.
 */
export function loadAllTestimonials(): Promise<Testimonial[]> {
  return import(/* webpackChunkName: "testimonials" */ './testimonials').then((module) => module.testimonials);
}
