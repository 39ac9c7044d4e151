import { getCourseBySlug } from '@shared-data/content-catalog';
import * as CourseDetailPage from '../../exposed/CourseDetailPage';
import * as BundleDetailPage from '../../exposed/BundleDetailPage';
import * as CoursesPage from '../../exposed/CoursesPage';
import * as HomePage from '../../exposed/HomePage';

const origin = 'https://codeyatra.example';

describe('catalogue page heads', () => {
  it("gives a course page the course's title and its offer in the visitor's currency", async () => {
    const course = getCourseBySlug('react-masterclass');
    const india = await CourseDetailPage.head({ slug: 'react-masterclass' }, { region: 'IN', origin });
    expect(india.title).toBe(course?.title);
    expect(india.status).toBeUndefined();
    expect(india.structuredData).toMatchObject({
      '@type': 'Course',
      url: `${origin}/courses/react-masterclass`,
      offers: { priceCurrency: 'INR', price: course?.discountedPriceIndia.toFixed(2) },
    });
    const global = await CourseDetailPage.head({ slug: 'react-masterclass' }, { region: 'GLOBAL', origin });
    expect(global.structuredData).toMatchObject({
      offers: { priceCurrency: 'USD', price: course?.discountedPrice.toFixed(2) },
    });
  });

  it('answers 404 for a slug that names no course or learning path', async () => {
    expect(await CourseDetailPage.head({ slug: 'nope' }, { region: 'GLOBAL', origin })).toMatchObject({
      title: 'Page Not Found',
      status: 404,
    });
    expect((await BundleDetailPage.head({ slug: 'nope' }, { region: 'GLOBAL', origin })).status).toBe(404);
  });

  it('lists every course and learning path for the sitemap', async () => {
    expect(await CourseDetailPage.sitemapPaths()).toHaveLength(10);
    expect(await CourseDetailPage.sitemapPaths()).toContain('/courses/react-masterclass');
    expect(await BundleDetailPage.sitemapPaths()).toHaveLength(3);
  });

  it("lists the ten courses in the catalogue's structured data and the business on the home page", async () => {
    expect((await CoursesPage.head({}, { region: 'GLOBAL', origin })).structuredData).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 10,
    });
    expect((await HomePage.head({}, { region: 'GLOBAL', origin })).structuredData).toMatchObject({
      '@type': 'EducationalOrganization',
      url: `${origin}/`,
    });
  });
});
