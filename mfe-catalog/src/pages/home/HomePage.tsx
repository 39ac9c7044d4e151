import { LazySection, RemoteBoundary } from 'shared-data/platform';
import { HomeHero } from './hero/HomeHero';
import { RoadmapSection } from './roadmaps/RoadmapSection';
import { FeaturedPaths } from './featured/FeaturedPaths';
import { FeaturedCourses } from './featured/FeaturedCourses';
import { FinalCta } from './final-cta/FinalCta';

/**
 * `/`: the sections of spec section 2 (Home), top to bottom. The lifetime offer and the membership
 * pitch are the membership team's (its plans and prices), loaded from its remote. Their server HTML
 * is all a visitor needs until they reach for them (a link and a price already in their region),
 * so the browser hydrates them on interaction and the first load carries no membership code. The
 * library, companies, testimonials and projects far down the page are the same kind of section:
 * HomeLowerSections, a chunk of its own, hydrated on interaction.
 */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <RemoteBoundary
        remote="membership"
        module="./LifetimeOffer"
        variant="fragment"
        hydration="on-interaction"
        props={{}}
      />
      <RoadmapSection />
      <FeaturedPaths />
      <FeaturedCourses />
      <LazySection
        id="catalog/home-lower-sections"
        label="Course library and success stories"
        load={() => import(/* webpackChunkName: "home-lower-sections" */ './lower-sections/HomeLowerSections')}
      />
      <RemoteBoundary
        remote="membership"
        module="./MembershipPitch"
        variant="fragment"
        hydration="on-interaction"
        props={{}}
      />
      <FinalCta />
    </>
  );
}
