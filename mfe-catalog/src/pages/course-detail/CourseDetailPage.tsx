import { Suspense } from 'react';
import { useResource } from '@shared-data/platform';
import { useParams } from '@shared-data/platform/router';
import { courseStatCard, enrollUrlFor, regionalPrices, type Course } from '@shared-data/rules';
import { type RemotePageProps } from '@shared-data/contracts';
import { courseDetailResource, getCourseBySlug } from '@shared-data/content-catalog';
import { useRegion } from '@shared-data/platform/region-store';
import { ExternalLink, buttons, containerClass, statusPanelClass, purchaseBarCoverClass } from '@shared-data/ui';
import { DetailFaqSection } from '../detail-common/DetailFaqSection';
import { DetailHero } from '../detail-common/DetailHero';
import { DetailMedia } from '../detail-common/DetailMedia';
import { DetailPurchaseBar } from '../detail-common/DetailPurchaseBar';
import { InstructorSection } from '../detail-common/InstructorSection';
import { MembershipPricingSection } from '../detail-common/MembershipPricingSection';
import { StatCards } from '../detail-common/StatCards';
import { TestimonialsStrip } from '../detail-common/TestimonialsStrip';
import layout from '../detail-common/DetailBody.module.css';
import { CertificateSection } from './CertificateSection';
import { CourseDetailContent } from './CourseDetailContent';
import { MembershipPanel } from './MembershipPanel';

/** /courses/{slug}: the course's page, or the 404 page for an unknown slug. */
export default function CourseDetailPage({ NotFound }: RemotePageProps) {
  const { slug } = useParams();
  const course = getCourseBySlug(slug);
  if (!course) return <NotFound />;
  return <CourseDetailView key={course.id} course={course} />;
}

function CourseDetailView({ course }: { course: Course }) {
  const region = useRegion();
  const third = courseStatCard(course.duration);
  return (
    <article>
      {/* The hero and its figures: the purchase bar passes under them, out of sight at the top. */}
      <div className={purchaseBarCoverClass()}>
        <DetailHero
          subject="course"
          title={course.title}
          description={course.description}
          rating={course.reviewRating}
          reviewCount={course.reviewCount}
          prices={regionalPrices(course, region)}
          actions={
            <ExternalLink className={buttons.primary} href={enrollUrlFor(course, region)}>
              Enroll Now
            </ExternalLink>
          }
          media={<DetailMedia title={course.title} imageUrl={course.imageUrl} previewUrl={course.previewUrl} />}
        />
        <StatCards
          label="Course at a glance"
          stats={[
            { label: 'Students in this course', value: course.activeStudents },
            { label: 'Hours of video', value: course.duration.hours },
            { label: `${third.label} in this course`, value: third.value },
          ]}
        />
      </div>
      <div className={containerClass(layout.body)}>
        <div className={layout.aside}>
          <MembershipPanel course={course} />
        </div>
        <div className={layout.main}>
          <Suspense
            fallback={
              <div className={statusPanelClass(layout.status)} role="status">
                <p>Loading the course curriculum…</p>
              </div>
            }
          >
            <CourseDetailBody course={course} />
          </Suspense>
        </div>
      </div>
      <CertificateSection courseTitle={course.title} />
      <InstructorSection />
      <TestimonialsStrip />
      <DetailFaqSection subject="course" />
      <MembershipPricingSection />
      <DetailPurchaseBar item={course} />
    </article>
  );
}

/** The curriculum, projects and questions: one content chunk per course, sent with the page. */
function CourseDetailBody({ course }: { course: Course }) {
  const detail = useResource(...courseDetailResource(course.id));
  if (detail.status === 'failed') {
    return (
      <div className={statusPanelClass(layout.status)} role="alert">
        <p>The course curriculum could not be loaded. Check your connection and try again.</p>
        <button type="button" className={buttons.secondary} onClick={detail.retry}>
          Try again
        </button>
      </div>
    );
  }
  return <CourseDetailContent course={course} detail={detail.value} />;
}
