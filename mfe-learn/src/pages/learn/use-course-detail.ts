import type { CourseDetail } from '@shared-data/rules';
import type { Loaded } from '@shared-data/platform';

/** The course's curriculum, projects, questions and objectives, as the player's parts receive it. */
export type CourseDetailState = Loaded<CourseDetail>;
