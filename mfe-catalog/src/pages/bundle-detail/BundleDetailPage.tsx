import { useRef } from 'react';
import { useParams } from 'shared-data/router';
import {
  enrollUrlFor,
  getBundleBySlug,
  getCoursesOfBundle,
  regionalPrices,
  type Bundle,
  type RemotePageProps,
} from 'shared-data';
import { useRegion } from 'shared-data/region-store';
import { ExternalLink } from 'shared-data/ui';
import { BundleModal } from '../../components/bundle-modal/BundleModal';
import buttons from '../../styles/buttons.module.css';
import { DetailFaqSection } from '../detail-common/DetailFaqSection';
import { DetailHero } from '../detail-common/DetailHero';
import { DetailMedia } from '../detail-common/DetailMedia';
import { DetailSection } from '../detail-common/DetailSection';
import { InstructorSection } from '../detail-common/InstructorSection';
import { LearningObjectives } from '../detail-common/LearningObjectives';
import { MembershipPricingSection } from '../detail-common/MembershipPricingSection';
import { StatCards } from '../detail-common/StatCards';
import { TestimonialsStrip } from '../detail-common/TestimonialsStrip';
import { BundleCoursePath } from './BundleCoursePath';
import { bundleStats } from './bundle-stats';
import { useBundleModal } from './use-bundle-modal';
import styles from './BundleDetailPage.module.css';

/** /bundles/{slug}: the learning path's page, or the 404 page for an unknown slug. */
export default function BundleDetailPage({ NotFound }: RemotePageProps) {
  const { slug } = useParams();
  const bundle = getBundleBySlug(slug);
  if (!bundle) return <NotFound />;
  return <BundleDetailView key={bundle.id} bundle={bundle} />;
}

function BundleDetailView({ bundle }: { bundle: Bundle }) {
  const region = useRegion();
  const modal = useBundleModal();
  const previewButtonRef = useRef<HTMLButtonElement>(null);
  const bundleCourses = getCoursesOfBundle(bundle);
  return (
    <article>
      <DetailHero
        kicker={`Learning path · ${bundleCourses.length} courses`}
        title={bundle.title}
        description={bundle.description}
        rating={bundle.reviewRating}
        reviewCount={bundle.reviewCount}
        prices={regionalPrices(bundle, region)}
        actions={
          <>
            <ExternalLink className={buttons.primary} href={enrollUrlFor(bundle, region)}>
              Enroll Now
            </ExternalLink>
            <button
              ref={previewButtonRef}
              type="button"
              className={buttons.onDark}
              aria-haspopup="dialog"
              onClick={modal.show}
            >
              Preview Courses
            </button>
            {bundle.syllabusUrl && (
              <ExternalLink className={styles.heroLink} href={bundle.syllabusUrl}>
                Download Roadmap (PDF)
              </ExternalLink>
            )}
          </>
        }
        media={<DetailMedia title={bundle.title} imageUrl={bundle.imageUrl} previewUrl={bundle.previewUrl} />}
      />
      <StatCards label="Learning path at a glance" stats={bundleStats(bundle)} />
      <DetailSection title="What You'll Learn">
        <LearningObjectives objectives={bundle.learningObjectives} />
      </DetailSection>
      <DetailSection
        title="Your Learning Path"
        eyebrow="Roadmap"
        tone="soft"
        intro={`${bundleCourses.length} courses in the order to take them. Preview any course or open its details.`}
      >
        <BundleCoursePath bundle={bundle} courses={bundleCourses} />
      </DetailSection>
      <InstructorSection />
      <TestimonialsStrip />
      <DetailFaqSection subject="learning path" />
      <MembershipPricingSection />
      <BundleModal bundle={bundle} open={modal.open} onClose={modal.close} returnFocusTo={previewButtonRef} />
    </article>
  );
}
