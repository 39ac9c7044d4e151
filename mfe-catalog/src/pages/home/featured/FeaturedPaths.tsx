import { Link } from '@shared-data/platform/router';
import { followOnClass } from '@shared-data/ui';
import { DISPLAY_LIMITS } from '@shared-data/rules';
import { bundleSummaries } from '@shared-data/content-catalog';
import { BUNDLE_CARD_ROWS, BundleCard } from '../../../components/bundle-card/BundleCard';
import { cardGridItemClass } from '../../../components/card-grid/CardGrid';
import { Section } from '../../../components/section/Section';
import { SwipeRow } from '../../../components/swipe-row/SwipeRow';

/**
 * The home page's learning-path cards: a swipeable row on phones (the roadmaps just above list the
 * same paths' courses, so a column of three tall cards would repeat them at length), three in a row from tablets up.
 */
export function FeaturedPaths() {
  return (
    <Section
      estimate={{ tablet: 115, desktop: 70 }}
      eyebrow="Learning paths"
      title="Learning Paths That Take You All the Way"
      intro="Courses in the right order, at a fraction of the price of buying them one by one."
    >
      <SwipeRow label="Learning paths" aligned>
        {bundleSummaries.slice(0, DISPLAY_LIMITS.homeBundles).map((bundle) => (
          <li key={bundle.id} className={cardGridItemClass(BUNDLE_CARD_ROWS)}>
            <BundleCard bundle={bundle} />
          </li>
        ))}
      </SwipeRow>
      <p className={followOnClass()}>
        <Link to="/learning-path">See all learning paths</Link>
      </p>
    </Section>
  );
}
