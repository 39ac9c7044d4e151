import { useId } from 'react';
import { useParams } from '@shared-data/platform/router';
import { enrollUrlFor, regionalPrices, type Bundle } from '@shared-data/rules';
import { type RemotePageProps } from '@shared-data/contracts';
import { getBundleBySlug, getCoursesOfBundle } from '@shared-data/content-catalog';
import { useRegion } from '@shared-data/platform/region-store';
import { ExternalLink, buttons, estimateOf, purchaseBarCoverClass } from '@shared-data/ui';
import { BundleModal } from '../../components/bundle-modal/BundleModal';
import { DetailFaqSection } from '../detail-common/DetailFaqSection';
import { DetailHero } from '../detail-common/DetailHero';
import { DetailMedia } from '../detail-common/DetailMedia';
import { DetailPurchaseBar } from '../detail-common/DetailPurchaseBar';
import { DetailSection } from '../detail-common/DetailSection';
import { InstructorSection } from '../detail-common/InstructorSection';
import { MembershipPricingSection } from '../detail-common/MembershipPricingSection';
import { StatCards } from '../detail-common/StatCards';
import { TestimonialsStrip } from '../detail-common/TestimonialsStrip';
// After the sections above, as on the course page (which reaches it through its content): the two
// pages share a stylesheet chunk, whose rules come in one order only.
import { LearningObjectives } from '../detail-common/LearningObjectives';
import { BundleCoursePath } from './BundleCoursePath';
import { bundleStats } from './bundle-stats';
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
  const previewId = useId();
  const bundleCourses = getCoursesOfBundle(bundle);
  return (
    <article>
      {/* The hero and its figures: the purchase bar passes under them, out of sight at the top. */}
      <div className={purchaseBarCoverClass()}>
        <DetailHero
          kicker={`Learning path · ${bundleCourses.length} courses`}
          subject="learning path"
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
                type="button"
                className={buttons.onDark}
                commandfor={previewId}
                command="show-modal"
                aria-haspopup="dialog"
              >
                Preview Courses
              </button>
              <BundleModal id={previewId} bundle={bundle} />
              {bundle.syllabusUrl && (
                <ExternalLink className={styles.heroLink} href={bundle.syllabusUrl}>
                  Download Syllabus (PDF)
                </ExternalLink>
              )}
            </>
          }
          media={<DetailMedia title={bundle.title} imageUrl={bundle.imageUrl} previewUrl={bundle.previewUrl} />}
        />
        <StatCards label="Learning path at a glance" stats={bundleStats(bundle)} />
      </div>
      <DetailSection title="What You'll Learn">
        <LearningObjectives objectives={bundle.learningObjectives} />
      </DetailSection>
      <DetailSection
        title="Your Learning Path"
        eyebrow="Step by step"
        tone="soft"
        // Under a 12rem heading, a course's step is about 35rem tall on a phone, 19 on a tablet, 16 wider.
        estimate={estimateOf({
          phone: 12 + 35 * bundleCourses.length,
          tablet: 12 + 19 * bundleCourses.length,
          desktop: 12 + 16 * bundleCourses.length,
        })}
        intro={`${bundleCourses.length} courses in the order to take them. Preview any course or open its details.`}
      >
        <BundleCoursePath bundle={bundle} courses={bundleCourses} />
      </DetailSection>
      <InstructorSection />
      <TestimonialsStrip />
      <DetailFaqSection subject="learning path" />
      <MembershipPricingSection />
      <DetailPurchaseBar item={bundle} />
    </article>
  );
}
