import { Link } from '@shared-data/platform/router';
import { DISPLAY_LIMITS, type BundleSummary } from '@shared-data/rules';
import { bundleSummaries } from '@shared-data/content-catalog';
import { BUNDLE_CARD_ROWS, BundleCard } from '../../../components/bundle-card/BundleCard';
import { CardGrid } from '../../../components/card-grid/CardGrid';
import { Section } from '../../../components/section/Section';
import styles from './Featured.module.css';

/** The home page's learning-path cards. */
export function FeaturedPaths() {
  return (
    <Section
      eyebrow="Learning paths"
      title="Learning Paths That Take You All the Way"
      intro="Courses in the right order, at a fraction of the price of buying them one by one."
    >
      <CardGrid<BundleSummary>
        items={bundleSummaries.slice(0, DISPLAY_LIMITS.homeBundles)}
        keyOf={(bundle) => bundle.id}
        render={(bundle) => <BundleCard bundle={bundle} />}
        rows={BUNDLE_CARD_ROWS}
        label="Learning paths"
      />
      <p className={styles.more}>
        <Link to="/learning-path">See all learning paths</Link>
      </p>
    </Section>
  );
}
