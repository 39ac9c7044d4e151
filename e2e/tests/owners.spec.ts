import fs from 'node:fs';
import { test, expect } from './fixtures';
import { FILE_OWNERS, tagOfRoute } from './support/owners';
import { DECLARED_ROUTES, EVERY_ROUTE, NOT_FOUND_PATH, urlOf } from './support/routes';

test('every spec file has an owner, so a team run (npm run test:e2e -w <part>) never misses it', () => {
  const specs = fs.readdirSync(__dirname).filter((file) => file.endsWith('.spec.ts'));
  expect(specs.filter((file) => !(file in FILE_OWNERS))).toEqual([]);
  expect(Object.keys(FILE_OWNERS).filter((file) => !specs.includes(file))).toEqual([]);
});

test('every route has the owner that renders it: the remote that declares it; the shell for the 404 page', () => {
  const owners = Object.fromEntries(EVERY_ROUTE.map((route) => [route, tagOfRoute(route)]));
  expect(owners).toEqual(
    Object.fromEntries([
      ...DECLARED_ROUTES.map((route) => [urlOf(route), `@${route.remote}`]),
      [NOT_FOUND_PATH, '@shell'],
    ]),
  );
});
