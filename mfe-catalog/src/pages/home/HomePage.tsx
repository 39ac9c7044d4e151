import { HomeHero } from './hero/HomeHero';
import { LifetimeOffer } from './lifetime-offer/LifetimeOffer';
import { RoadmapSection } from './roadmaps/RoadmapSection';
import { FeaturedPaths } from './featured/FeaturedPaths';
import { FeaturedCourses } from './featured/FeaturedCourses';
import { CourseLibrary } from './library/CourseLibrary';
import { CompanyStrip } from './companies/CompanyStrip';
import { HomeTestimonials } from './testimonials/HomeTestimonials';
import { ProjectShowcase } from './showcase/ProjectShowcase';
import { MembershipPitch } from './membership-pitch/MembershipPitch';
import { FinalCta } from './final-cta/FinalCta';

/** `/`: the sections of spec section 2 (Home), top to bottom. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <LifetimeOffer />
      <RoadmapSection />
      <FeaturedPaths />
      <FeaturedCourses />
      <CourseLibrary />
      <CompanyStrip />
      <HomeTestimonials />
      <ProjectShowcase />
      <MembershipPitch />
      <FinalCta />
    </>
  );
}
