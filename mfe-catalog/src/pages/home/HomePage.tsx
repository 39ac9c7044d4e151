import { RemoteBoundary } from 'shared-data/platform';
import { HomeHero } from './hero/HomeHero';
import { RoadmapSection } from './roadmaps/RoadmapSection';
import { FeaturedPaths } from './featured/FeaturedPaths';
import { FeaturedCourses } from './featured/FeaturedCourses';
import { CourseLibrary } from './library/CourseLibrary';
import { CompanyStrip } from './companies/CompanyStrip';
import { HomeTestimonials } from './testimonials/HomeTestimonials';
import { ProjectShowcase } from './showcase/ProjectShowcase';
import { FinalCta } from './final-cta/FinalCta';

/**
 * `/`: the sections of spec section 2 (Home), top to bottom. The lifetime offer and the membership
 * pitch are the membership team's (its plans and prices), loaded from its remote.
 */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <RemoteBoundary remote="membership" module="./LifetimeOffer" variant="fragment" props={{}} />
      <RoadmapSection />
      <FeaturedPaths />
      <FeaturedCourses />
      <CourseLibrary />
      <CompanyStrip />
      <HomeTestimonials />
      <ProjectShowcase />
      <RemoteBoundary remote="membership" module="./MembershipPitch" variant="fragment" props={{}} />
      <FinalCta />
    </>
  );
}
