/** The catalogue page's head, with the list of every course as structured data. */
import { type Course } from '@shared-data/rules';
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND, SCHEMA_CONTEXT } from '@shared-data/content-site';
import { courses } from '@shared-data/content-catalog';

const courseUrl = (origin: string, course: Course) => `${origin}/courses/${course.slug}`;

export const coursesHead: PageHeadOf = (_params, { origin }) => ({
  title: 'All Courses',
  description: `Browse every ${BRAND} course: frontend, backend, Python, Django, DSA, Git and career skills.`,
  keywords: ['online courses'],
  structuredData: {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name: `${BRAND} courses`,
    numberOfItems: courses.length,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: courseUrl(origin, course),
      name: course.title,
    })),
  },
});
