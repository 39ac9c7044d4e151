import type { CourseId } from '@shared-data/rules';
import { courses } from './courses';
import { courseSummaries } from './course-summaries';
import { bundles } from './bundles';
import { bundleSummaries } from './bundle-summaries';
import { plans } from '@shared-data/content-membership';

const duplicates = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('courses', () => {
  it('are their summaries (what cards show) with the prerequisites and topics of their own page', () => {
    expect(courses.map(({ prerequisite: _prerequisite, topics: _topics, ...summary }) => summary)).toEqual(
      courseSummaries,
    );
    for (const course of courses) expect(course.topics.length).toBeGreaterThan(0);
  });

  it('are the ten courses of spec section 3, with their slugs', () => {
    expect(courses.map((course) => [course.id, course.slug])).toEqual([
      ['python', 'python-programming-masterclass'],
      ['react', 'react-masterclass'],
      ['javascript', 'javascript-masterclass'],
      ['git-github', 'git-github-masterclass'],
      ['web-fundamentals', 'html-css-masterclass'],
      ['django', 'django-framework-masterclass'],
      ['django-rest-framework', 'django-rest-framework-masterclass'],
      ['dsa-beginners', 'data-structures-and-algorithms'],
      ['dsa-advanced', 'data-structures-and-algorithms-interviews'],
      ['job-search', 'job-search-and-resume-building'],
    ]);
  });

  it('have unique ids, slugs and titles', () => {
    expect(duplicates(courses.map((course) => course.id))).toEqual([]);
    expect(duplicates(courses.map((course) => course.slug))).toEqual([]);
    expect(duplicates(courses.map((course) => course.title))).toEqual([]);
  });

  it('have three card points, a description and an image each', () => {
    for (const course of courses) {
      expect(course.cardPoints).toHaveLength(3);
      expect(course.description.length).toBeGreaterThan(40);
      expect(course.imageUrl).not.toBe('');
    }
  });

  it('each have a syllabus document (spec section 3: only a bundle may go without)', () => {
    for (const course of courses) expect(course.syllabusUrl).toMatch(/^https:\/\/.+\.pdf$/);
  });

  it('carry the course prices of spec section 9', () => {
    const tiers: Record<string, [number, number, number, number]> = {
      python: [49.99, 9.99, 3999, 799],
      react: [49.99, 9.99, 3999, 799],
      javascript: [49.99, 9.99, 3999, 799],
      'dsa-beginners': [49.99, 9.99, 3999, 799],
      'dsa-advanced': [49.99, 9.99, 3999, 799],
      'git-github': [19.99, 9.99, 1599, 799],
      django: [19.99, 9.99, 1599, 799],
      'web-fundamentals': [24.99, 9.99, 1999, 799],
      'django-rest-framework': [24.99, 9.99, 1999, 799],
      'job-search': [14.99, 9.99, 1199, 799],
    };
    const actual = Object.fromEntries(
      courses.map((c) => [c.id, [c.originalPrice, c.discountedPrice, c.originalPriceIndia, c.discountedPriceIndia]]),
    );
    expect(actual).toEqual(tiers);
  });

  it('carry the hours, projects, questions, students, rating and review count of spec section 9', () => {
    const table: Record<CourseId, [number, number, number, number, number, number]> = {
      python: [25, 15, 0, 12721, 4.5, 3852],
      react: [35, 10, 0, 11014, 4.6, 1563],
      javascript: [41, 10, 0, 2471, 4.7, 574],
      'git-github': [8, 0, 0, 5174, 4.7, 374],
      'web-fundamentals': [24, 6, 0, 7137, 4.6, 1061],
      django: [7, 1, 0, 2430, 4.5, 345],
      'django-rest-framework': [13, 2, 0, 11503, 4.5, 2773],
      'dsa-beginners': [20, 0, 11, 10260, 4.5, 2917],
      'dsa-advanced': [37, 0, 83, 213, 4.7, 15],
      'job-search': [3, 0, 0, 1017, 4.5, 237],
    };
    const actual = Object.fromEntries(
      courses.map(({ id, duration, activeStudents, reviewRating, reviewCount }) => [
        id,
        [duration.hours, duration.projects, duration.questions, activeStudents, reviewRating, reviewCount],
      ]),
    );
    expect(actual).toEqual(table);
  });

  it('link to the course platform with USD and INR checkouts', () => {
    for (const course of courses) {
      expect(course.takeUrl).toMatch(/^https:\/\//);
      expect(course.takeUrl).toContain(course.slug);
      expect(course.enrollUrl).toContain('currency=USD');
      expect(course.enrollUrlIndia).toContain('currency=INR');
    }
  });
});

describe('bundles', () => {
  const courseIds = new Set<string>(courses.map((course) => course.id));

  it('are the three bundles of spec section 3, with their slugs and courses', () => {
    expect(bundles.map((bundle) => [bundle.id, bundle.slug, bundle.courses])).toEqual([
      [
        'frontend-bootcamp',
        'complete-frontend-development',
        ['web-fundamentals', 'javascript', 'react', 'git-github', 'job-search'],
      ],
      [
        'backend-bootcamp',
        'complete-backend-development',
        ['python', 'django', 'django-rest-framework', 'git-github', 'job-search'],
      ],
      ['dsa-bootcamp', 'complete-data-structures-and-algorithms', ['dsa-beginners', 'dsa-advanced']],
    ]);
  });

  it('have unique ids and slugs, none shared with a course', () => {
    expect(duplicates(bundles.map((bundle) => bundle.id))).toEqual([]);
    expect(duplicates([...bundles.map((b) => b.slug), ...courses.map((c) => c.slug)])).toEqual([]);
  });

  it('contain only courses that exist, each once', () => {
    for (const bundle of bundles) {
      for (const id of bundle.courses) expect(courseIds.has(id)).toBe(true);
      expect(duplicates(bundle.courses)).toEqual([]);
    }
  });

  it('carry the bundle prices of spec section 9', () => {
    const actual = bundles.map((b) => [
      b.id,
      b.originalPrice,
      b.discountedPrice,
      b.originalPriceIndia,
      b.discountedPriceIndia,
    ]);
    expect(actual).toEqual([
      ['frontend-bootcamp', 149.99, 24.99, 11999, 1999],
      ['backend-bootcamp', 149.99, 24.99, 11999, 1999],
      ['dsa-bootcamp', 99.99, 14.99, 7999, 1199],
    ]);
  });

  it('carry the students, rating and review count of spec section 9', () => {
    expect(bundles.map((b) => [b.id, b.activeStudents, b.reviewRating, b.reviewCount])).toEqual([
      ['frontend-bootcamp', 5678, 4.5, 932],
      ['backend-bootcamp', 8767, 4.5, 1876],
      ['dsa-bootcamp', 3432, 4.5, 687],
    ]);
  });

  it('have an empty preview, three card points and learning objectives', () => {
    for (const bundle of bundles) {
      expect(bundle.previewUrl).toBe('');
      expect(bundle.cardPoints).toHaveLength(3);
      expect(bundle.learningObjectives.length).toBeGreaterThan(0);
    }
  });

  it('are their summaries (what cards show) with the objectives and roadmap of their own page', () => {
    expect(bundles.map(({ learningObjectives: _objectives, syllabus: _syllabus, ...summary }) => summary)).toEqual(
      bundleSummaries,
    );
    for (const bundle of bundles) expect(bundle.syllabus.length).toBeGreaterThan(0);
  });
});

describe('plans', () => {
  it('are a yearly and a lifetime plan with the prices of spec section 9', () => {
    expect(plans).toHaveLength(2);
    const [yearly, lifetime] = plans;
    expect(yearly).toMatchObject({
      type: 'yearly',
      price: 59.99,
      priceIndia: 1999,
      interval: 'year',
      buttonText: 'Get 1-Year Access',
    });
    expect(lifetime).toMatchObject({
      type: 'lifetime',
      price: 69.99,
      priceIndia: 2999,
      originalPrice: 139.99,
      originalPriceIndia: 5999,
      badge: '50% OFF NOW',
      interval: 'one-time',
      buttonText: 'Get Lifetime Access',
    });
  });

  it('both list 210 hours of video, 50 projects, 100+ DSA problems and certificates', () => {
    for (const plan of plans) {
      const features = plan.features.join(' | ');
      expect(features).toMatch(/210 hours/);
      expect(features).toMatch(/50 development projects/);
      expect(features).toMatch(/100\+ DSA problems/);
      expect(features).toMatch(/[Cc]ertificates/);
    }
  });

  it('have distinct USD and INR checkout links', () => {
    const links = plans.flatMap((plan) => [plan.checkoutUrl, plan.checkoutUrlIndia]);
    for (const link of links) expect(link).toMatch(/^https:\/\//);
    expect(duplicates(links)).toEqual([]);
  });
});
