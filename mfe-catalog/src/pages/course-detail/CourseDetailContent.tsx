import type { Course, CourseDetail } from '@shared-data/rules';
import { DetailSection } from '../detail-common/DetailSection';
import { LearningObjectives } from '../detail-common/LearningObjectives';
import { CurriculumSection } from './CurriculumSection';
import { PrerequisitesSection } from './PrerequisitesSection';
import { ProjectsSection } from './ProjectsSection';
import { QuestionsSection } from './QuestionsSection';

/** The loaded part of a course page; sections with nothing to show are left out. */
export function CourseDetailContent({ course, detail }: { course: Course; detail: CourseDetail }) {
  return (
    <>
      <DetailSection title="What You'll Learn" layout="inline">
        <LearningObjectives objectives={detail.learningObjectives} />
      </DetailSection>
      <CurriculumSection curriculum={detail.curriculum} />
      {detail.projects.length > 0 && <ProjectsSection projects={detail.projects} />}
      {detail.questions.length > 0 && <QuestionsSection course={course} questions={detail.questions} />}
      {course.prerequisite.length > 0 && <PrerequisitesSection paragraphs={course.prerequisite} />}
    </>
  );
}
