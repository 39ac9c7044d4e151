import { LazySection, RemoteBoundary } from '@shared-data/platform';
import { HomeHero } from './hero/HomeHero';
import { FeaturedCourses } from './featured/FeaturedCourses';
import { FinalCta } from './final-cta/FinalCta';

/**
 * `/`: the sections of spec section 2 (Home), top to bottom. The lifetime offer and the membership
 * pitch are the membership team's (its plans and prices), loaded from its remote. Their server HTML
 * is all a visitor needs until they reach for them (a link and a price already in their region),
 * so the browser hydrates them on interaction and the first load carries no membership code. The
 * roadmaps (rows that open by themselves; Expand all is answered once they have hydrated, a tap
 * made before replayed then), the learning-path cards (links, and info buttons that open their
 * dialogs without scripts), and the companies, testimonials and projects far down the
 * page (HomeLowerSections) are the same kind of section: chunks of their own, hydrated on
 * interaction.
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
      <LazySection
        id="catalog/home-roadmaps"
        label="Roadmaps"
        load={() =>
          import(/* webpackChunkName: "home-roadmaps" */ './roadmaps/RoadmapSection').then((module) => ({
            default: module.RoadmapSection,
          }))
        }
      />
      <LazySection
        id="catalog/home-learning-paths"
        label="Learning paths"
        load={() =>
          import(/* webpackChunkName: "home-learning-paths" */ './featured/FeaturedPaths').then((module) => ({
            default: module.FeaturedPaths,
          }))
        }
      />
      <FeaturedCourses />
      <LazySection
        id="catalog/home-lower-sections"
        label="Hiring partners and success stories"
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
