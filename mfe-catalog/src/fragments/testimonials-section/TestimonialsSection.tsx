import type { TestimonialsSectionProps } from 'shared-data';

/** First version: the heading; the catalogue issue fills it with testimonial cards. */
export default function TestimonialsSection({ heading = 'What Our Students Say' }: TestimonialsSectionProps) {
  return (
    <section>
      <h2>{heading}</h2>
    </section>
  );
}
