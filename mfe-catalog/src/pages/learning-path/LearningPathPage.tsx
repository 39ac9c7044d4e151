import { type Bundle } from '@shared-data/rules';
import { bundles } from '@shared-data/content-catalog';
import { BUNDLE_CARD_ROWS, BundleCard } from '../../components/bundle-card/BundleCard';
import { CardGrid } from '../../components/card-grid/CardGrid';
import { PageHero } from '../../components/page-hero/PageHero';
import styles from '../catalogue-page.module.css';
import { containerClass } from '@shared-data/ui';

/** `/learning-path`: a hero and every bundle card. */
export default function LearningPathPage() {
  return (
    <>
      <PageHero
        eyebrow={`${bundles.length} learning paths`}
        title="Learning Path"
        lead="Complete learning paths that put our courses in the order professionals learn them, for less than the price of two courses. Compare them by their courses, hours and price."
      />
      <div className={containerClass(styles.body)}>
        <h2 className="visually-hidden">All Learning Paths</h2>
        <CardGrid<Bundle>
          items={bundles}
          keyOf={(bundle) => bundle.id}
          render={(bundle) => <BundleCard bundle={bundle} badge />}
          rows={BUNDLE_CARD_ROWS}
          label="Learning paths"
        />
      </div>
    </>
  );
}
