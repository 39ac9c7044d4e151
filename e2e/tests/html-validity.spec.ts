/**
 * Valid HTML, as the W3C Nu HTML Checker reads it: every route's page exactly as the server sends
 * it (no JavaScript runs), and every other URL of the sitemap. Only the checker's own CSS gaps are
 * set aside, by name (support/nu-checker.ts).
 */
import { test as base, expect } from './fixtures';
import { describeMessages, NuChecker } from './support/nu-checker';
import { routeTags } from './support/owners';
import { routeAnswers } from '@shared-data/contracts';
import { EVERY_ROUTE, NOT_FOUND_PATH, SITEMAP_ROUTES } from './support/routes';

const test = base.extend<object, { nu: NuChecker }>({
  nu: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      const checker = await NuChecker.start();
      await use(checker);
      checker.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

for (const route of EVERY_ROUTE) {
  test(`${route} is valid HTML`, { tag: routeTags(route) }, async ({ request, nu }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(route === NOT_FOUND_PATH ? 404 : 200);
    const errors = await nu.errors(await response.text());
    expect(errors, describeMessages(errors)).toEqual([]);
  });
}

test(
  "the sitemap's other pages are valid HTML (every path of the routes with parameters: courses, learn pages, learning paths)",
  { tag: ['@catalog', '@learn', '@shell'] },
  async ({ request, nu }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path!);
    const others = paths.filter((path) => !(EVERY_ROUTE as readonly string[]).includes(path));
    // Each path is one a declared route answers, and each route listed has its paths there (a route
    // with parameters, more than its example).
    const answering = (path: string) => SITEMAP_ROUTES.filter((route) => routeAnswers(route.path, path));
    expect(paths.filter((path) => answering(path).length === 0)).toEqual([]);
    const unlisted = SITEMAP_ROUTES.filter((route) => {
      const listed = paths.filter((path) => routeAnswers(route.path, path)).length;
      return route.path.includes(':') ? listed < 2 : listed !== 1;
    });
    expect(unlisted.map((route) => route.path)).toEqual([]);
    const failures: string[] = [];
    for (const path of others) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const errors = await nu.errors(await response.text());
      if (errors.length) failures.push(`${path}:\n${describeMessages(errors)}`);
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  },
);
