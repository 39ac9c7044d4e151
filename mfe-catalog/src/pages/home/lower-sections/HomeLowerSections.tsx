import { CompanyStrip } from '../companies/CompanyStrip';
import { HomeTestimonials } from '../testimonials/HomeTestimonials';
import { ProjectShowcase } from '../showcase/ProjectShowcase';

/**
 * The home page's sections far down the page: where students work, what they say and what they
 * built. Their own chunk, hydrated when the visitor reaches for them (see HomePage).
 */
export default function HomeLowerSections() {
  return (
    <>
      <CompanyStrip />
      <HomeTestimonials />
      <ProjectShowcase />
    </>
  );
}
